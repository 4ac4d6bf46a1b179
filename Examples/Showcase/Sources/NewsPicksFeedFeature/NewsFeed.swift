import Foundation
import Kumiki
import KumikiStore
import ShowcaseDomain

/// The NewsPicks feed as a reducer feature (seed `004_…`): State, Action, the
/// dependencies of its Environment injected through the initializer, and analytics
/// whose parameters (position, article, tab) are read from the state when the action
/// is handled, never threaded through views.
public struct NewsFeed: Reducer {
    /// Everything the feed shows.
    public struct State: Equatable, Sendable {
        /// The tab shown.
        public var tab: FeedTab = .top
        /// The articles loaded so far, in order.
        public var articles: [Article] = []
        /// The next page to load; `nil` once the last page arrived.
        public var nextPage: Int? = 1
        /// Whether a page is loading.
        public var isLoading = false
        /// Whether a pull to refresh is loading page 1 again (the list stays on screen).
        public var isRefreshing = false
        /// Why the last load failed.
        public var failure: RepositoryError?
        /// The article opened, if any.
        public var openedArticle: Article?
        /// Articles whose impression was logged since the tab was loaded.
        public var impressedArticleIDs: Set<Article.ID> = []

        /// An empty feed on the top tab.
        public init() {}

        /// The failure as the screen says it.
        public var errorMessage: String? {
            failure.map { "ニュースを読み込めませんでした（\($0)）" }
        }

        /// Which views show, as for any list screen.
        public var flags: ListViewFlags {
            let request: RequestState<RepositoryError> = failure.map { .failed($0) } ?? (isLoading ? .requesting : .none)
            return ListState(items: articles, request: request).flags
        }
    }

    /// Everything that can happen to the feed.
    public enum Action: Equatable, Sendable {
        /// The screen appeared.
        case onAppear
        /// A tab was chosen.
        case tabSelected(FeedTab)
        /// A row became visible: logs its impression, loads the next page near the end.
        case rowAppeared(Article.ID)
        /// The user pulled to refresh.
        case refreshPulled
        /// The retry button.
        case retryTapped
        /// An article was tapped.
        case articleTapped(Article.ID)
        /// The opened article was closed.
        case articleClosed
        /// A page arrived (or failed) for a tab.
        case pageLoaded(tab: FeedTab, page: Int, Result<Page<Article, Int>, RepositoryError>)
    }

    private enum CancelID { case load }

    /// How close to the end a visible row starts the next page.
    public static let prefetchDistance = 3

    private let repository: any NewsFeedRepositoryProtocol
    private let analytics: any AnalyticsLogRepositoryProtocol

    /// Creates the feature with its Environment: the feed's repository and the analytics log's.
    public init(repository: any NewsFeedRepositoryProtocol, analytics: any AnalyticsLogRepositoryProtocol) {
        self.repository = repository
        self.analytics = analytics
    }

    /// Handles `action`.
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .onAppear:
            let log = post(AnalyticsEvent(name: "screen_view", parameters: ["screen": "news_feed", "tab": state.tab.rawValue]))
            guard state.articles.isEmpty, !state.isLoading, let page = state.nextPage else { return log }
            return .merge(log, load(&state, page: page))

        case .tabSelected(let tab):
            guard tab != state.tab else { return .none }
            state.tab = tab
            state.articles = []
            state.nextPage = 1
            state.openedArticle = nil
            state.impressedArticleIDs = []
            state.isRefreshing = false
            return .merge(
                post(AnalyticsEvent(name: "screen_view", parameters: ["screen": "news_feed", "tab": tab.rawValue])),
                load(&state, page: 1))

        case .rowAppeared(let id):
            guard let position = state.articles.firstIndex(where: { $0.id == id }) else { return .none }
            var effects: [Effect<Action>] = []
            if state.impressedArticleIDs.insert(id).inserted {
                effects.append(post(AnalyticsEvent(name: "article_impression", parameters: [
                    "article_id": "\(id)", "tab": state.tab.rawValue, "position": "\(position)",
                ])))
            }
            if position >= state.articles.count - Self.prefetchDistance, !state.isLoading, state.failure == nil,
               let page = state.nextPage {
                effects.append(load(&state, page: page))
            }
            return .merge(effects)

        case .refreshPulled:
            guard !state.isRefreshing else { return .none }
            state.isRefreshing = true
            return load(&state, page: 1)

        case .retryTapped:
            guard state.failure != nil else { return .none }
            return load(&state, page: state.isRefreshing ? 1 : state.nextPage ?? 1)

        case .articleTapped(let id):
            guard let position = state.articles.firstIndex(where: { $0.id == id }) else { return .none }
            state.openedArticle = state.articles[position]
            // Everything the log needs is in the state already: no parameter passing from the view.
            return post(AnalyticsEvent(name: "article_tapped", parameters: [
                "article_id": "\(id)", "tab": state.tab.rawValue, "position": "\(position)",
                "list_size": "\(state.articles.count)",
            ]))

        case .articleClosed:
            state.openedArticle = nil
            return .none

        case .pageLoaded(let tab, _, _) where tab != state.tab:
            return .none

        case .pageLoaded(_, let page, .success(let result)):
            state.isLoading = false
            state.failure = nil
            if page == 1 {
                state.articles = result.items
                state.impressedArticleIDs = []
                state.isRefreshing = false
            } else {
                let known = Set(state.articles.map(\.id))
                state.articles += result.items.filter { !known.contains($0.id) }
            }
            state.nextPage = result.nextCursor
            return .none

        case .pageLoaded(_, _, .failure(let error)):
            state.isLoading = false
            state.failure = error
            return .none
        }
    }

    private func load(_ state: inout State, page: Int) -> Effect<Action> {
        state.isLoading = true
        state.failure = nil
        let (repository, tab) = (self.repository, state.tab)
        return .run { send in
            do {
                await send(.pageLoaded(tab: tab, page: page, .success(try await repository.articles(in: tab, page: page))))
            } catch {
                await send(.pageLoaded(tab: tab, page: page, .failure(RepositoryError(error))))
            }
        }
        // Switching tabs or refreshing keeps only the latest request.
        .cancellable(id: CancelID.load, cancelInFlight: true)
    }

    private func post(_ event: AnalyticsEvent) -> Effect<Action> {
        let analytics = self.analytics
        // Fire and forget: a lost log never disturbs the feed.
        return .run { _ in try? await analytics.post(event) }
    }
}
