import Foundation
import Kumiki
import KumikiStore
import ShowcaseDomain
import ShowcasePresentation
import ShowcaseUIComponents

/// The NewsPicks feed as a reducer feature: State, Action, the
/// dependencies of its Environment injected through the initializer, and analytics
/// whose parameters (position, article, tab) are read from the state when the action
/// is handled, never threaded through views.
///
/// Each article is an ``ArticleRow`` feature of its own, composed with `forEach`: a row's view
/// observes only its row, and a row's work (its comment count) ends with the row. The feed
/// handles what concerns the list: paging, impressions, opening an article, and saving
/// bookmarks, which must outlive the row that asked for them.
public struct NewsFeed: Reducer {
    /// Everything the feed shows.
    public struct State: Equatable, Sendable {
        /// The tab shown.
        public var tab: FeedTab = .top
        /// One row per article loaded so far, in order.
        public var rows: IdentifiedArrayOf<ArticleRow.State> = []
        /// The next page to load; `nil` once the last page arrived.
        public var nextPage: Int? = 1
        /// Whether a page is loading.
        public var isLoading = false
        /// Whether a pull to refresh is loading page 1 again (the list stays on screen).
        public var isRefreshing = false
        /// Why the last load failed.
        public var failure: RepositoryError?
        /// Set when the pages shown were saved on the device because the server could not be reached.
        public var savedContent: SavedContent?
        /// The article opened, if any.
        public var openedArticle: Article?
        /// Articles whose impression was logged since the tab was loaded.
        public var impressedArticleIDs: Set<Article.ID> = []
        /// The articles the service says are bookmarked; rows loaded later start from it.
        public var bookmarkedIDs: Set<Article.ID> = []
        /// The rows whose bookmark change is being saved.
        public var savingBookmarkIDs: Set<Article.ID> = []

        /// An empty feed on the top tab.
        public init() {}

        /// The articles loaded so far, in order.
        public var articles: [Article] { rows.map(\.article) }

        /// The failure as the screen says it.
        public var errorMessage: String? {
            failure.map { FailureMessage($0, headline: "ニュースを読み込めませんでした").text }
        }

        /// Said above the list while it shows saved pages, with their age.
        public var offlineNotice: String? {
            savedContent.map { OfflineNotice(age: $0.age, failure: FailureMessage.Kind($0.failure)).text }
        }

        /// Which views show, as for any list screen.
        public var flags: ListViewFlags {
            let request: RequestState<RepositoryError> = failure.map { .failed($0) } ?? (isLoading ? .requesting : .none)
            return ListState(items: Array(rows.ids), request: request).flags
        }
    }

    /// Everything that can happen to the feed.
    public enum Action: Equatable, Sendable {
        /// The screen appeared.
        case onAppear
        /// A tab was chosen.
        case tabSelected(FeedTab)
        /// The user pulled to refresh.
        case refreshPulled
        /// The retry button.
        case retryTapped
        /// The opened article was closed.
        case articleClosed
        /// A page arrived (or failed) for a tab.
        case pageLoaded(tab: FeedTab, page: Int, Result<CachedValue<Page<Article, Int>>, RepositoryError>)
        /// Something happened to one row.
        case rows(IdentifiedAction<Article.ID, ArticleRow.Action>)
        /// The service's bookmarks arrived (or failed).
        case bookmarksLoaded(Result<Set<Article.ID>, RepositoryError>)
        /// A bookmark change was saved (`failure` is `nil`) or refused.
        case bookmarkSaved(id: Article.ID, isBookmarked: Bool, failure: RepositoryError?)

        /// The row action this action carries, if any: how `forEach` finds the rows' actions.
        public var rows: IdentifiedAction<Article.ID, ArticleRow.Action>? {
            if case .rows(let action) = self { action } else { nil }
        }
    }

    private enum CancelID { case load }

    /// How close to the end a visible row starts the next page.
    public static let prefetchDistance = 3

    private let body: ForEachReducer<Reduce<State, Action>, Article.ID, ArticleRow>

    /// Creates the feature with its Environment: the feed's repository, the analytics log's,
    /// and the service that keeps comment counts and bookmarks.
    public init(
        repository: any NewsFeedRepositoryProtocol,
        analytics: any AnalyticsLogRepositoryProtocol,
        engagement: any ArticleEngagementRepositoryProtocol
    ) {
        let core = Core(repository: repository, analytics: analytics, engagement: engagement)
        body = Reduce(core.reduce(into:action:))
            .forEach(\.rows, action: Action.rows, extract: \.rows) { ArticleRow(engagement: engagement) }
    }

    /// Handles `action`: the row's reducer first for a row action, then the feed's.
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        body.reduce(into: &state, action: action)
    }

    /// The feed's own logic, over the whole list.
    private struct Core {
        let repository: any NewsFeedRepositoryProtocol
        let analytics: any AnalyticsLogRepositoryProtocol
        let engagement: any ArticleEngagementRepositoryProtocol

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            switch action {
            case .onAppear:
                let log = post(AnalyticsEvent(name: "screen_view", parameters: ["screen": "news_feed", "tab": state.tab.rawValue]))
                guard state.rows.isEmpty, !state.isLoading, let page = state.nextPage else { return log }
                return .merge(log, load(&state, page: page), loadBookmarks())

            case .tabSelected(let tab):
                guard tab != state.tab else { return .none }
                state.tab = tab
                // Leaving the rows cancels the work they started (their comment counts).
                state.rows = []
                state.nextPage = 1
                state.openedArticle = nil
                state.impressedArticleIDs = []
                state.isRefreshing = false
                return .merge(
                    post(AnalyticsEvent(name: "screen_view", parameters: ["screen": "news_feed", "tab": tab.rawValue])),
                    load(&state, page: 1))

            case .rows(.element(let id, .appeared)):
                guard let position = state.rows.index(id: id) else { return .none }
                var effects: [Effect<Action>] = []
                if state.impressedArticleIDs.insert(id).inserted {
                    effects.append(post(AnalyticsEvent(name: "article_impression", parameters: [
                        "article_id": "\(id)", "tab": state.tab.rawValue, "position": "\(position)",
                    ])))
                }
                if position >= state.rows.count - NewsFeed.prefetchDistance, !state.isLoading, state.failure == nil,
                   let page = state.nextPage {
                    effects.append(load(&state, page: page))
                }
                return .merge(effects)

            case .rows(.element(let id, .tapped)):
                guard let position = state.rows.index(id: id) else { return .none }
                state.openedArticle = state.rows[position].article
                // Everything the log needs is in the state already: no parameter passing from the view.
                return post(AnalyticsEvent(name: "article_tapped", parameters: [
                    "article_id": "\(id)", "tab": state.tab.rawValue, "position": "\(position)",
                    "list_size": "\(state.rows.count)",
                ]))

            case .rows(.element(let id, .bookmarkTapped)):
                // The row flipped its bookmark; the feed saves it, so the save outlives the row.
                guard let row = state.rows[id: id], row.isSavingBookmark, state.savingBookmarkIDs.insert(id).inserted else {
                    return .none
                }
                let (engagement, isBookmarked) = (self.engagement, row.isBookmarked)
                return .run { send in
                    do {
                        try await engagement.setBookmarked(isBookmarked, articleID: id)
                        await send(.bookmarkSaved(id: id, isBookmarked: isBookmarked, failure: nil))
                    } catch {
                        await send(.bookmarkSaved(id: id, isBookmarked: isBookmarked, failure: RepositoryError(error)))
                    }
                }

            case .rows:
                return .none

            case .bookmarkSaved(let id, let isBookmarked, let failure):
                state.savingBookmarkIDs.remove(id)
                if failure == nil {
                    if isBookmarked { state.bookmarkedIDs.insert(id) } else { state.bookmarkedIDs.remove(id) }
                }
                guard state.rows[id: id] != nil else { return .none }
                state.rows[id: id]?.isSavingBookmark = false
                if failure != nil {
                    state.rows[id: id]?.isBookmarked = !isBookmarked
                    state.rows[id: id]?.bookmarkFailed = true
                }
                return .none

            case .bookmarksLoaded(.success(let ids)):
                state.bookmarkedIDs = ids
                for id in state.rows.ids where state.savingBookmarkIDs.contains(id) == false {
                    let isBookmarked = ids.contains(id)
                    if state.rows[id: id]?.isBookmarked != isBookmarked {
                        state.rows[id: id]?.isBookmarked = isBookmarked
                    }
                }
                return .none

            case .bookmarksLoaded(.failure):
                // Bookmarks are shown as unknown (unmarked); the feed itself still works.
                return .none

            case .articleClosed:
                state.openedArticle = nil
                return .none

            case .retryTapped:
                guard state.failure != nil else { return .none }
                return load(&state, page: state.isRefreshing ? 1 : state.nextPage ?? 1)

            case .refreshPulled:
                guard !state.isRefreshing else { return .none }
                state.isRefreshing = true
                return load(&state, page: 1)

            case .pageLoaded(let tab, _, _) where tab != state.tab:
                return .none

            case .pageLoaded(_, let page, .success(let cached)):
                let result = cached.value
                state.isLoading = false
                state.failure = nil
                if page == 1 {
                    state.savedContent = SavedContent(cached)
                } else if let saved = SavedContent(cached), state.savedContent.map({ $0.age < saved.age }) ?? true {
                    state.savedContent = saved
                }
                let rows = result.items.map { ArticleRow.State(article: $0, isBookmarked: state.bookmarkedIDs.contains($0.id)) }
                if page == 1 {
                    state.rows = IdentifiedArray(rows, uniquingIDsWith: { first, _ in first })
                    state.impressedArticleIDs = []
                    state.isRefreshing = false
                } else {
                    for row in rows where state.rows[id: row.id] == nil {
                        state.rows.append(row)
                    }
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

        private func loadBookmarks() -> Effect<Action> {
            let engagement = self.engagement
            return .run { send in
                do {
                    await send(.bookmarksLoaded(.success(try await engagement.bookmarkedIDs())))
                } catch {
                    await send(.bookmarksLoaded(.failure(RepositoryError(error))))
                }
            }
        }

        private func post(_ event: AnalyticsEvent) -> Effect<Action> {
            let analytics = self.analytics
            // Fire and forget: a lost log never disturbs the feed.
            return .run { _ in try? await analytics.post(event) }
        }
    }
}
