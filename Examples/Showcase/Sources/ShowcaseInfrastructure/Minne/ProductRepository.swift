import Kumiki
import ShowcaseDomain

/// The product list, page by page through a ``Kumiki/Paginator``, each page saved on the device
/// (network first, the saved page when the network fails), and product details.
public final class ProductRepository: ProductRepositoryProtocol {
    /// How long a loaded page counts as current.
    public static let maxAge: Duration = .seconds(300)

    private let requester: any ProductRequesterProtocol
    private let paginator: Paginator<Product, Int>
    private let saved = SharedValue<SavedContent?>(nil)

    /// Creates the repository; `pageSize` products per page, prefetching `prefetchDistance` rows
    /// before the end, pages saved in `cache` (in memory unless a store is given).
    public init(
        requester: any ProductRequesterProtocol, cache: any CacheStore = InMemoryCacheStore(), pageSize: Int = 20, prefetchDistance: Int = 5
    ) {
        self.requester = requester
        let pages = CachedPages<Page<Product, Int>>(cache: cache, maxAge: Self.maxAge, prefix: "minne.products.\(pageSize)")
        let saved = self.saved
        paginator = Paginator(prefetchDistance: prefetchDistance) { page in
            let number = page ?? 1
            let resource = pages.page("\(number)") {
                // The Requester's publisher, awaited with its typed error (Kumiki's bridge).
                let response = try await requester.products(page: number, perPage: pageSize).firstValue()
                return Page(items: response.products.map(\.product), nextCursor: response.nextPage)
            }
            let cached = try await resource.load(policy: .networkFirst)
            saved.update { current in
                if let content = SavedContent(cached) {
                    // The notice gives the oldest saved page's age.
                    if current.map({ $0.age < content.age }) ?? true { current = content }
                } else if number == 1 {
                    // A first page from the server: the list is current again.
                    current = nil
                }
            }
            return cached.value
        }
    }

    /// Every page loaded so far and what is loading.
    public var products: AnyPublisher<PaginatorState<Product>, Never> {
        paginator.statePublisher
    }

    /// Whether the pages shown are saved ones, because the server could not be reached.
    public var savedContent: AnyPublisher<SavedContent?, Never> {
        saved.publisher
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
