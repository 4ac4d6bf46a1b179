import KumikiStore
import ShowcaseDomain
import ShowcaseRouting

/// The NewsPicks feed (seed `004_…`), a reducer feature; an article asks for
/// ``ShowcaseRoute/web(url:title:)``.
@MainActor
public final class NewsFeedFeature: ShowcaseFeature {
    /// The tab it adds.
    public nonisolated static let tab = ShowcaseTab(id: "news-feed", title: "ニュース")

    private let repository: any NewsFeedRepositoryProtocol
    private let analytics: any AnalyticsLogRepositoryProtocol

    /// Creates the feature over the feed and the analytics log its impressions go to.
    public init(repository: any NewsFeedRepositoryProtocol, analytics: any AnalyticsLogRepositoryProtocol) {
        self.repository = repository
        self.analytics = analytics
    }

    /// The tab it adds.
    public var tab: ShowcaseTab? { Self.tab }

    /// The feed's store.
    public func makeStore() -> Store<NewsFeed.State, NewsFeed.Action> {
        Store(initialState: NewsFeed.State(), reducer: NewsFeed(repository: repository, analytics: analytics))
    }

    /// The feed.
    public func makeRootScreen() -> (any ScreenController)? {
        NewsFeedScreen(store: makeStore())
    }
}
