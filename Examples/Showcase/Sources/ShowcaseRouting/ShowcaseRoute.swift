import ShowcaseDomain

/// A screen that can be opened from outside the feature that draws it: by another feature,
/// by a link or a push notification. A feature asks for a route; it never knows which feature
/// answers (the App layer registers that), so no feature imports another.
public enum ShowcaseRoute: Hashable, Sendable {
    /// A novel's detail; `novel` when the caller already has it.
    case novelDetail(ncode: String, novel: Novel?)
    /// A product's detail; `product` when the list already has it.
    case productDetail(id: Int, product: Product?)
    /// The free-shipping settings screen.
    case freeShippingSetting
    /// The conversation with a contact.
    case conversation(Contact)
    /// The welcome screen after sign-up.
    case welcome(email: String)
    /// A page the app does not draw itself (a novel to read, an article), with its address.
    case web(url: String, title: String)
}
