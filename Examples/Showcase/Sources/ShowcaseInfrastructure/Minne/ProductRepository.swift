import Kumiki
import ShowcaseDomain

/// The product list, page by page through a ``Kumiki/Paginator``, and product details.
public final class ProductRepository: ProductRepositoryProtocol {
    private let requester: any ProductRequesterProtocol
    private let paginator: Paginator<Product, Int>

    /// Creates the repository; `pageSize` products per page, prefetching `prefetchDistance` rows before the end.
    public init(requester: any ProductRequesterProtocol, pageSize: Int = 20, prefetchDistance: Int = 5) {
        self.requester = requester
        paginator = Paginator(prefetchDistance: prefetchDistance) { page in
            // The Requester's publisher, awaited with its typed error (Kumiki's bridge).
            let response = try await requester.products(page: page ?? 1, perPage: pageSize).firstValue()
            return Page(items: response.products.map(\.product), nextCursor: response.nextPage)
        }
    }

    /// Every page loaded so far and what is loading.
    public var products: AnyPublisher<PaginatorState<Product>, Never> {
        paginator.statePublisher
    }

    /// Loads the next page, joining one in flight.
    public func loadNextPage() -> RepositoryPublisher<[Product]> {
        paginator.nextPagePublisher()
    }

    /// Whether to fetch ahead after `displayedCount` rows.
    public func shouldPreDownload(displayedCount: Int) -> Bool {
        paginator.shouldPreDownload(displayedCount: displayedCount)
    }

    /// Forgets the pages.
    public func reset() {
        paginator.reset()
    }

    /// One product: from the loaded pages if there, otherwise from the shop.
    public func product(id: Product.ID) -> RepositoryPublisher<Product> {
        if let loaded = paginator.currentState.items.first(where: { $0.id == id }) {
            return Just(loaded).setFailureType(to: RepositoryError.self).eraseToAnyPublisher()
        }
        return requester.product(id: id)
            .map(\.product)
            .mapError(RepositoryError.network)
            .eraseToAnyPublisher()
    }
}
