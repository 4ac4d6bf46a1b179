// snippet.hide
import Foundation
import Kumiki

struct Contact: Equatable, Sendable {
    let name: String
}

struct Product: Equatable, Sendable {
    let id: Int
    let name: String
}

struct ProductsPage: Sendable {
    let products: [Product]
    let nextPage: Int?
}

protocol ContactRepositoryProtocol {
    func fetchContacts() -> RepositoryPublisher<[Contact]>
}

protocol ProductRequesterProtocol: Sendable {
    func products(page: Int) -> NetworkPublisher<ProductsPage>
}

@MainActor
final class ContactListViewModel {
    typealias Dependency = HasMainScheduler
    private let repository: any ContactRepositoryProtocol
    private let dependency: Dependency
    private var cancellable: AnyCancellable?

    init(repository: any ContactRepositoryProtocol, dependency: Dependency) {
        self.repository = repository
        self.dependency = dependency
    }

// snippet.show
// snippet.list-state
@Published private var state = ListState<Contact, RepositoryError>()

func retryButtonDidTap() {
    guard !state.request.isRequesting else { return }
    state.beginRequest()
    cancellable = repository.fetchContacts()
        .receive(on: dependency.mainScheduler)
        .sink(
            receiveCompletion: { [weak self] in
                if case .failure(let error) = $0 { self?.state.fail(with: error) }
            },
            receiveValue: { [weak self] in self?.state.finish(with: $0) }
        )
}

var flags: AnyPublisher<ListViewFlags, Never> { $state.listViewFlags() }
// snippet.end
// snippet.hide
}

// snippet.show
// snippet.paginated-repository
final class ProductRepository: Sendable {
    let products: Paginator<Product, Int>

    init(requester: any ProductRequesterProtocol) {
        products = Paginator(prefetchDistance: 5) { page in
            // The Requester's publisher, awaited with its typed error.
            let response = try await requester.products(page: page ?? 1).firstValue()
            return Page(items: response.products, nextCursor: response.nextPage)
        }
    }

    func shouldPreDownload(displayedCount: Int) -> Bool {
        products.shouldPreDownload(displayedCount: displayedCount)
    }
}
// snippet.end

@MainActor
final class ProductListViewModel: ObservableObject {
    typealias Dependency = HasMainScheduler
    private let repository: ProductRepository
    private let dependency: Dependency
    private var cancellables: Set<AnyCancellable> = []

    init(repository: ProductRepository, dependency: Dependency) {
        self.repository = repository
        self.dependency = dependency
    }

// snippet.paginated-view-model
    @Published private(set) var state = ListState<Product, RepositoryError>()

    func onAppear() {
        repository.products.statePublisher.listState()
            .receive(on: dependency.mainScheduler)
            .sink { [weak self] in self?.state = $0 }
            .store(in: &cancellables)
        loadNextPage()
    }

    func didShowProduct(at index: Int) {
        guard repository.shouldPreDownload(displayedCount: index + 1) else { return }
        loadNextPage()
    }

    func retryButtonDidTap() {
        loadNextPage()
    }

    private func loadNextPage() {
        // Failures arrive through the state; the page itself is already in it.
        repository.products.nextPagePublisher()
            .sink(receiveCompletion: { _ in }, receiveValue: { _ in })
            .store(in: &cancellables)
    }
// snippet.end
}

// snippet.paginator-state-in-tests
let loading = PaginatorState<Product>(items: [Product(id: 1, name: "Cup")], isLoading: true)
let flags = loading.listState.flags   // [list, inlineIndicator]
// snippet.end

// snippet.presentation
func describe(_ state: ListState<Product, RepositoryError>) -> String {
    switch state.presentation {
    case .noData: return "No products yet."
    case .fullScreenIndicator: return "Loading…"
    case .retry(let error): return "\(error) — tap to retry."
    case .list(.idle): return "\(state.items.count) products"
    case .list(.activity): return "\(state.items.count) products, refreshing"
    case .list(.error(let error)): return "\(state.items.count) products (\(error))"
    }
}

let refreshing = ListState<Product, RepositoryError>(items: [Product(id: 1, name: "Cup")], request: .requesting)
let expected = ListViewFlags(showsList: true, showsInlineIndicator: true)
assert(refreshing.flags == expected && refreshing.presentation == .list(ListInlineStatus.activity))
// snippet.end
