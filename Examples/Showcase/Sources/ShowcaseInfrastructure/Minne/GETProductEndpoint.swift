import Foundation
import Kumiki

/// `GET /minne/products/{id}`: one product's details.
public struct GETProductEndpoint: Endpoint {
    /// The product.
    public typealias Success = ProductDTO
    /// The product's identifier.
    public let id: Int

    /// Creates the endpoint.
    public init(id: Int) {
        self.id = id
    }

    /// `/minne/products/{id}`.
    public var path: String { "/minne/products/\(id)" }
    /// snake_case keys.
    public var decoder: JSONDecoder { .snakeCase }
}
