import ShowcaseDomain

/// Where the product list navigates.
public enum ProductListTransitionItem: Equatable, Sendable {
    /// A product's detail screen.
    case productDetail(Product)
}
