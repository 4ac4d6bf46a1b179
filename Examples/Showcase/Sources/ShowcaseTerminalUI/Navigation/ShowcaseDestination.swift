import ShowcaseDomain

/// A screen pushed on a tab's navigation stack, described by what it needs to be built.
public enum ShowcaseDestination: Equatable, Sendable {
    /// A novel's detail; `novel` when the caller already has it.
    case novelDetail(ncode: String, novel: Novel?)
    /// A product's detail; `product` when the list already has it.
    case productDetail(id: Int, product: Product?)
    /// The free-shipping settings screen, pushed from the shop settings.
    case freeShippingSetting
    /// The conversation with a contact.
    case conversation(Contact)
    /// The welcome screen after sign-up.
    case welcome(email: String)
    /// A page the terminal cannot show, with its address.
    case web(url: String, title: String)
}
