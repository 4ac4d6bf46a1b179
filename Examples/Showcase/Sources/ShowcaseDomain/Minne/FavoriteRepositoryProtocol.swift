import Kumiki

/// The shopper's favourites, shared by the product list and detail screens (the
/// cross-screen state minne created its Repository layer for) and kept across launches.
public protocol FavoriteRepositoryProtocol: AnyObject, Sendable {
    /// The favourite products' identifiers: the current set, then every change.
    var favoriteIDs: AnyPublisher<Set<Product.ID>, Never> { get }

    /// Whether `id` is a favourite now.
    func isFavorite(_ id: Product.ID) -> Bool

    /// Marks `id` as a favourite or not. The change is visible at once to every
    /// screen; if the shop refuses it, it is undone and the publisher fails.
    func setFavorite(_ isFavorite: Bool, for id: Product.ID) -> RepositoryPublisher<Void>
}
