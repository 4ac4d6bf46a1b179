import Foundation
import Kumiki
import ShowcaseDomain
import ShowcasePresentation

/// minne's product list (the SwiftUI shape): infinite scrolling driven
/// by the repository's `shouldPreDownload`, favourites shared with the detail
/// screen, and list states from Kumiki's ``Kumiki/ListState``.
@MainActor
public final class ProductListViewModel: ObservableObject {
    /// What this screen needs besides its repositories.
    public typealias Dependency = HasAnalyticsTracker & HasMainScheduler

    /// The rows and the request state, derived from the repository's pages.
    @Published public private(set) var state = ListState<Product, RepositoryError>(request: .requesting)
    /// The favourite products, as every screen sees them.
    @Published public private(set) var favoriteIDs: Set<Product.ID> = []
    /// Where to go.
    @Published public private(set) var transitionItem: ProductListTransitionItem?
    /// Said above the list when its pages were saved on the device and the server could not be
    /// reached (`オフライン — 5分前の内容を表示しています`); `nil` while they are current.
    @Published public private(set) var offlineNotice: String?

    /// Which views show.
    public var flags: ListViewFlags { state.flags }

    private let repository: any ProductRepositoryProtocol
    private let favoriteRepository: any FavoriteRepositoryProtocol
    private let dependency: Dependency
    private var cancellables: Set<AnyCancellable> = []
    private var isObserving = false

    /// Creates the list's ViewModel.
    public init(
        repository: any ProductRepositoryProtocol,
        favoriteRepository: any FavoriteRepositoryProtocol,
        dependency: Dependency = CoreDependencies()
    ) {
        self.repository = repository
        self.favoriteRepository = favoriteRepository
        self.dependency = dependency
    }

    /// The screen appeared: posts the screen log and loads the first page.
    public func onAppear() {
        dependency.analyticsTracker.post(tag: .screen("product_list"))
        guard !isObserving else { return }
        isObserving = true
        repository.products.listState()
            .receive(on: dependency.mainScheduler)
            .sink { [weak self] in self?.state = $0 }
            .store(in: &cancellables)
        favoriteRepository.favoriteIDs
            .receive(on: dependency.mainScheduler)
            .sink { [weak self] in self?.favoriteIDs = $0 }
            .store(in: &cancellables)
        // Onto the main queue first: the repository publishes from its loading task, and a closure
        // written here is main-actor isolated (Swift 6 traps when one runs anywhere else).
        repository.savedContent
            .receive(on: dependency.mainScheduler)
            .map { saved in saved.map { OfflineNotice(age: $0.age, failure: FailureMessage.Kind($0.failure)).text } }
            .removeDuplicates()
            .sink { [weak self] in self?.offlineNotice = $0 }
            .store(in: &cancellables)
        if state.items.isEmpty {
            loadNextPage()
        }
    }

    /// Row `index` became visible: loads the next page when the repository says it is time.
    public func didShowProduct(at index: Int) {
        guard repository.shouldPreDownload(displayedCount: index + 1) else { return }
        loadNextPage()
    }

    /// A row was tapped.
    public func didTapProduct(_ product: Product) {
        transitionItem = .productDetail(product)
    }

    /// The retry view (or the inline error) was tapped.
    public func retryButtonDidTap() {
        loadNextPage()
    }

    /// Pull to refresh: forgets the pages and loads the first again.
    public func pullToRefresh() {
        repository.reset()
        loadNextPage()
    }

    /// The view navigated; a re-created view must not navigate again.
    public func transitionDidFinish() {
        transitionItem = nil
    }

    private func loadNextPage() {
        // The pages arrive through `state`; a failure too. The request itself is shared and owns nothing here.
        repository.loadNextPage()
            .sink(receiveCompletion: { _ in }, receiveValue: { _ in })
            .store(in: &cancellables)
    }
}
