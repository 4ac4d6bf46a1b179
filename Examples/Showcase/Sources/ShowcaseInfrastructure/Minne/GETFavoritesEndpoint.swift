import Foundation
import Kumiki

/// `GET /minne/favorites`: the favourites the shop knows.
public struct GETFavoritesEndpoint: Endpoint {
    /// The identifiers.
    public typealias Success = FavoritesDTO

    /// Creates the endpoint.
    public init() {}

    /// `/minne/favorites`.
    public var path: String { "/minne/favorites" }
    /// snake_case keys.
    public var decoder: JSONDecoder { .snakeCase }
}
