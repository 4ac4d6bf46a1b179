import Kumiki

/// `DELETE /minne/favorites/{id}`: removes a favourite.
public struct DELETEFavoriteEndpoint: Endpoint {
    /// No content.
    public typealias Success = Void
    /// The product's identifier.
    public let productID: Int

    /// Creates the endpoint.
    public init(productID: Int) {
        self.productID = productID
    }

    /// `DELETE`.
    public var method: HTTPMethod { .delete }
    /// `/minne/favorites/{id}`.
    public var path: String { "/minne/favorites/\(productID)" }
}
