import Kumiki

/// `PUT /minne/favorites/{id}`: marks a product as a favourite.
public struct PUTFavoriteEndpoint: Endpoint {
    /// No content.
    public typealias Success = Void
    /// The product's identifier.
    public let productID: Int

    /// Creates the endpoint.
    public init(productID: Int) {
        self.productID = productID
    }

    /// `PUT`.
    public var method: HTTPMethod { .put }
    /// `/minne/favorites/{id}`.
    public var path: String { "/minne/favorites/\(productID)" }
}
