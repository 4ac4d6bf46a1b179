import Foundation
import Kumiki

/// `GET /minne/products?page=&per=`: one page of the product list.
public struct GETProductsEndpoint: Endpoint {
    /// The page.
    public typealias Success = ProductsPageDTO
    /// The page, from 1.
    public let page: Int
    /// Products per page.
    public let perPage: Int

    /// Creates the endpoint.
    public init(page: Int, perPage: Int = 20) {
        self.page = page
        self.perPage = perPage
    }

    /// `/minne/products`.
    public var path: String { "/minne/products" }
    /// `page` and `per`.
    public var queryItems: [URLQueryItem] {
        [URLQueryItem(name: "page", value: "\(page)"), URLQueryItem(name: "per", value: "\(perPage)")]
    }
    /// snake_case keys.
    public var decoder: JSONDecoder { .snakeCase }
}
