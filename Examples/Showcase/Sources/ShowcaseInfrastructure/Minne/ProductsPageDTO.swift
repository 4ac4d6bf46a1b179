/// A page of products: `{"products": […], "next_page": 2}` (`null` on the last page).
public struct ProductsPageDTO: Decodable, Hashable, Sendable {
    /// The page's products.
    public var products: [ProductDTO]
    /// The next page's number.
    public var nextPage: Int?

    /// A page, as a requester double answers one.
    public init(products: [ProductDTO], nextPage: Int?) {
        self.products = products
        self.nextPage = nextPage
    }
}
