import Kumiki

/// The shop's product requests through an ``Kumiki/APIClientProtocol``.
public struct ProductRequester: ProductRequesterProtocol {
    private let apiClient: any APIClientProtocol

    /// Creates a requester sending through `apiClient`.
    public init(apiClient: any APIClientProtocol) {
        self.apiClient = apiClient
    }

    /// `GET /minne/products`.
    public func products(page: Int, perPage: Int) -> NetworkPublisher<ProductsPageDTO> {
        apiClient.request(GETProductsEndpoint(page: page, perPage: perPage))
    }

    /// `GET /minne/products/{id}`.
    public func product(id: Int) -> NetworkPublisher<ProductDTO> {
        apiClient.request(GETProductEndpoint(id: id))
    }

    /// `GET /minne/favorites`.
    public func favorites() -> NetworkPublisher<FavoritesDTO> {
        apiClient.request(GETFavoritesEndpoint())
    }

    /// `PUT` or `DELETE /minne/favorites/{id}`.
    public func setFavorite(_ isFavorite: Bool, productID: Int) -> NetworkPublisher<Void> {
        isFavorite
            ? apiClient.request(PUTFavoriteEndpoint(productID: productID))
            : apiClient.request(DELETEFavoriteEndpoint(productID: productID))
    }
}
