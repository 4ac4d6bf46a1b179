import Foundation
import Kumiki
import ShowcaseDomain

/// The Narou search screen: typing searches after 300 ms of quiet, only the latest
/// query's results are ever shown (a slower answer to an older query is dropped),
/// an empty query clears, results page with `st`, and the order can change.
@MainActor
public final class NovelSearchViewModel: ObservableObject {
    /// What this screen needs besides its use case.
    public typealias Dependency = HasMainScheduler

    /// How long typing must pause before a search starts.
    public static let debounce: DispatchQueue.SchedulerTimeType.Stride = .milliseconds(300)

    /// The search field; bound two-way by the view.
    @Published public var query = ""  // kumiki:bound-input
    /// The results and the request state.
    @Published public private(set) var state = ListState<Novel, RepositoryError>()
    /// How many novels match in all.
    @Published public private(set) var totalCount = 0
    /// The order; change it with ``orderDidChange(_:)``.
    @Published public private(set) var order: NovelSearchOrder = .latestUpdate
    /// Where to go.
    @Published public private(set) var transitionItem: NovelSearchTransitionItem?

    private let useCase: any SearchNovelsUseCaseProtocol
    private let dependency: Dependency
    private let pageSize: Int
    private var lastPage: NovelSearchPage?
    private var searches: AnyCancellable?
    private var paging: AnyCancellable?
    private let orderChanges = PassthroughSubject<Void, Never>()

    /// Creates the search screen's ViewModel.
    public init(useCase: any SearchNovelsUseCaseProtocol, dependency: Dependency = CoreDependencies(), pageSize: Int = 20) {
        self.useCase = useCase
        self.dependency = dependency
        self.pageSize = pageSize
        let scheduler = dependency.mainScheduler
        let typed = $query.dropFirst().removeDuplicates().map { (text: $0, immediately: false) }
        let reordered = orderChanges.compactMap { [weak self] in self.map { (text: $0.query, immediately: true) } }
        searches = typed.merge(with: reordered)
            .map { [weak self] change -> AnyPublisher<Update, Never> in
                let text = change.text.trimmingCharacters(in: .whitespacesAndNewlines)
                guard let self, !text.isEmpty else { return Just(.cleared).eraseToAnyPublisher() }
                let search = self.search(NovelSearchQuery(text: text, order: self.order, page: 1, pageSize: self.pageSize))
                // Each keystroke replaces the pending search and cancels the one in flight.
                return change.immediately
                    ? search
                    : Just(()).delay(for: Self.debounce, scheduler: scheduler).flatMap { search }.eraseToAnyPublisher()
            }
            .switchToLatest()
            .receive(on: scheduler)
            .sink { [weak self] in self?.apply($0) }
    }

    /// A new order: searches the current query again at once.
    public func orderDidChange(_ order: NovelSearchOrder) {
        guard order != self.order else { return }
        self.order = order
        orderChanges.send(())
    }

    /// Row `index` became visible: loads the next page near the end.
    public func didShowNovel(at index: Int) {
        guard index >= state.items.count - 5 else { return }
        loadNextPage()
    }

    /// Loads the next page of the current results, once at a time.
    public func loadNextPage() {
        guard let lastPage, lastPage.hasNextPage, paging == nil, !state.request.isRequesting else { return }
        var next = lastPage.query
        next.page += 1
        state.beginRequest()
        paging = search(next)
            .receive(on: dependency.mainScheduler)
            .sink { [weak self] update in
                // The page (or its failure) ends the request; `.started` does not.
                if case .started = update {} else { self?.paging = nil }
                self?.apply(update)
            }
    }

    /// The retry button: repeats the failed request.
    public func retryButtonDidTap() {
        if lastPage == nil {
            orderChanges.send(())
        } else {
            loadNextPage()
        }
    }

    /// A result was tapped.
    public func novelDidSelect(at index: Int) {
        guard state.items.indices.contains(index) else { return }
        transitionItem = .novelDetail(state.items[index])
    }

    /// The view navigated.
    public func transitionDidFinish() {
        transitionItem = nil
    }

    // MARK: Private

    private enum Update {
        case started(NovelSearchQuery)
        case page(NovelSearchPage)
        case failed(NovelSearchQuery, RepositoryError)
        case cleared
    }

    private func search(_ query: NovelSearchQuery) -> AnyPublisher<Update, Never> {
        let useCase = self.useCase
        return AnyPublisher<NovelSearchPage, RepositoryError> { () async throws(RepositoryError) -> NovelSearchPage in
            try await useCase.search(query)
        }
        .map(Update.page)
        .catch { Just(Update.failed(query, $0)) }
        .prepend(.started(query))
        .eraseToAnyPublisher()
    }

    private func apply(_ update: Update) {
        switch update {
        case .cleared:
            paging = nil
            lastPage = nil
            totalCount = 0
            state = ListState()
        case .started(let query) where query.page == 1:
            paging = nil
            lastPage = nil
            state = ListState(items: [], request: .requesting)
        case .started:
            state.beginRequest()
        case .page(let page):
            totalCount = page.totalCount
            lastPage = page
            if page.query.page == 1 {
                state.finish(with: page.novels)
            } else {
                state.finish(appending: page.novels)
            }
        case .failed(_, let error):
            state.fail(with: error)
        }
    }
}
