#if canImport(SwiftUI)
import Kumiki
import ShowcaseDomain

/// Products for previews: twenty made-up ones, some out of stock, in pages of ten.
final class PreviewProductRepository: ProductRepositoryProtocol, @unchecked Sendable {
    private static let all: [Product] = (1...20).map { index in
        Product(
            id: index, name: "手織りのコースター \(index)", price: 800 + index * 100, creatorName: "atelier \(index)",
            category: "キッチン", description: "草木染めの糸で一枚ずつ織りました。", stock: index % 4
        )
    }

    private let state = SharedValue(PaginatorState<Product>.initial)

    var products: AnyPublisher<PaginatorState<Product>, Never> { state.publisher }

    /// Previews show the list online.
    var savedContent: AnyPublisher<SavedContent?, Never> { Just(nil).eraseToAnyPublisher() }

    func loadNextPage() -> RepositoryPublisher<[Product]> {
        let loaded = state.value.items
        let page = Array(Self.all.dropFirst(loaded.count).prefix(10))
        state.value = PaginatorState(items: loaded + page, hasReachedEnd: loaded.count + page.count >= Self.all.count)
        return Just(page).setFailureType(to: RepositoryError.self).eraseToAnyPublisher()
    }

    func shouldPreDownload(displayedCount: Int) -> Bool {
        !state.value.hasReachedEnd && displayedCount >= state.value.items.count - 3
    }

    func reset() {
        state.value = .initial
    }

    func product(id: Product.ID) -> RepositoryPublisher<Product> {
        guard let product = Self.all.first(where: { $0.id == id }) else {
            return Fail(error: .network(.notFound)).eraseToAnyPublisher()
        }
        return Just(product).setFailureType(to: RepositoryError.self).eraseToAnyPublisher()
    }
}
#endif
