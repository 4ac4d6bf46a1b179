#if canImport(SwiftUI)
import Kumiki
import ShowcaseDomain
import ShowcaseUIComponents

/// Products for previews: the fixtures in pages of ten.
final class PreviewProductRepository: ProductRepositoryProtocol, @unchecked Sendable {
    private let state = SharedValue(PaginatorState<Product>.initial)

    var products: AnyPublisher<PaginatorState<Product>, Never> { state.publisher }

    /// Previews show the list online.
    var savedContent: AnyPublisher<SavedContent?, Never> { Just(nil).eraseToAnyPublisher() }

    func loadNextPage() -> RepositoryPublisher<[Product]> {
        let loaded = state.value.items
        let page = Array(PreviewFixtures.products.dropFirst(loaded.count).prefix(10))
        state.value = PaginatorState(items: loaded + page, hasReachedEnd: loaded.count + page.count >= PreviewFixtures.products.count)
        return Just(page).setFailureType(to: RepositoryError.self).eraseToAnyPublisher()
    }

    func shouldPreDownload(displayedCount: Int) -> Bool {
        !state.value.hasReachedEnd && displayedCount >= state.value.items.count - 3
    }

    func reset() {
        state.value = .initial
    }

    func product(id: Product.ID) -> RepositoryPublisher<Product> {
        guard let product = PreviewFixtures.products.first(where: { $0.id == id }) else {
            return Fail(error: .network(.notFound)).eraseToAnyPublisher()
        }
        return Just(product).setFailureType(to: RepositoryError.self).eraseToAnyPublisher()
    }
}
#endif
