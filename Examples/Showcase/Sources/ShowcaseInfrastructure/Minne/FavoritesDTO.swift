/// The shop's favourites: `{"product_ids": [3, 8]}`.
public struct FavoritesDTO: Decodable, Hashable, Sendable {
    /// The favourite products' identifiers.
    public var productIds: [Int]
}
