import Kumiki

/// Sends the shop's product and favourite requests.
public protocol ProductRequesterProtocol: Sendable {
    /// One page of products.
    func products(page: Int, perPage: Int) -> NetworkPublisher<ProductsPageDTO>
    /// One product.
    func product(id: Int) -> NetworkPublisher<ProductDTO>
    /// The shop's favourites.
    func favorites() -> NetworkPublisher<FavoritesDTO>
    /// Marks or unmarks a favourite.
    func setFavorite(_ isFavorite: Bool, productID: Int) -> NetworkPublisher<Void>
}
