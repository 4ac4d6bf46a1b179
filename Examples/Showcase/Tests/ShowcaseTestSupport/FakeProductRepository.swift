import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Kumiki
import KumikiTesting
import ShowcaseDomain

/// One page of the fake shop, answered through `StubAPIClient`, so a test can hold
/// a page in flight with `client.hold(FakeProductsEndpoint.self)`.
package struct FakeProductsEndpoint: Endpoint {
    package typealias Success = Page<Product, Int>
    package let page: Int
    package var path: String { "/products?page=\(page)" }
    package func decode(_ data: Data, response: HTTPURLResponse) throws -> Page<Product, Int> { Page(items: [], nextCursor: nil) }
}

/// A product repository over a real Kumiki `Paginator`, fed by a stub client.
package final class FakeProductRepository: ProductRepositoryProtocol, @unchecked Sendable {
    package let client = StubAPIClient()
    private let paginator: Paginator<Product, Int>
    package private(set) var resetCount = 0
    /// What the list says about saved pages; a test sets it to act offline.
    package let saved = SharedValue<SavedContent?>(nil)

    /// `pages` pages of `pageSize` products; the stub answers page n with products n*size+1…
    package init(pages: Int, pageSize: Int = 10) {
        let client = self.client
        client.stub(FakeProductsEndpoint.self) { endpoint in
            let items = (1...pageSize).map { offset in
                let id = (endpoint.page - 1) * pageSize + offset
                return Product(id: id, name: "作品\(id)", price: 1_000 + id, creatorName: "工房", category: "器", description: "", stock: 1)
            }
            return Page(items: pages == 0 ? [] : items, nextCursor: endpoint.page < pages ? endpoint.page + 1 : nil)
        }
        paginator = Paginator(prefetchDistance: 3) { page in
            try await client.request(FakeProductsEndpoint(page: page ?? 1)).firstValue()
        }
    }

    package var savedContent: AnyPublisher<SavedContent?, Never> { saved.publisher }

    package var requestedPages: [Int] { client.sent(FakeProductsEndpoint.self).map(\.page) }

    package var products: AnyPublisher<PaginatorState<Product>, Never> { paginator.statePublisher }

    package func loadNextPage() -> RepositoryPublisher<[Product]> { paginator.nextPagePublisher() }

    package func shouldPreDownload(displayedCount: Int) -> Bool { paginator.shouldPreDownload(displayedCount: displayedCount) }

    package func reset() {
        resetCount += 1
        paginator.reset()
    }

    package func product(id: Product.ID) -> RepositoryPublisher<Product> {
        if let product = paginator.currentState.items.first(where: { $0.id == id }) {
            return Just(product).setFailureType(to: RepositoryError.self).eraseToAnyPublisher()
        }
        return Fail(error: .network(.notFound)).eraseToAnyPublisher()
    }
}

/// Favourites in memory, shared by the screens under test; can refuse changes.
package final class FakeFavoriteRepository: FavoriteRepositoryProtocol, @unchecked Sendable {
    /// Creates the double, answering nothing until told to.
    package init() {}

    package let shared = SharedValue<Set<Product.ID>>([])
    package var refusesChanges = false

    package var favoriteIDs: AnyPublisher<Set<Product.ID>, Never> { shared.publisher }

    package func isFavorite(_ id: Product.ID) -> Bool { shared.value.contains(id) }

    package func setFavorite(_ isFavorite: Bool, for id: Product.ID) -> RepositoryPublisher<Void> {
        guard !refusesChanges else { return Fail(error: .network(.http(status: 500, body: Data()))).eraseToAnyPublisher() }
        shared.update { if isFavorite { $0.insert(id) } else { $0.remove(id) } }
        return Just(()).setFailureType(to: RepositoryError.self).eraseToAnyPublisher()
    }
}

/// Waits up to ten seconds for `condition`, letting queued main-queue work run; a passing
/// condition returns at once, and a loaded CI machine has stretched one main-queue hop close to two seconds.
@MainActor
package func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<5_000 where !condition() {
        try? await Task.sleep(for: .milliseconds(2))
    }
    return condition()
}
