import KumikiStore
import ShowcaseDomain
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents

/// The NewsPicks feed, a reducer feature; an article asks for
/// ``ShowcaseRoute/web(url:title:)``.
@MainActor
public final class NewsPicksFeedFeature: TabFeature {
    /// The tab it adds.
    public nonisolated static let tab = ShowcaseTab(id: "news-feed", title: "ニュース", link: "/newspicks/feed")

    private let repository: any NewsFeedRepositoryProtocol
    private let analytics: any AnalyticsLogRepositoryProtocol
    private let engagement: any ArticleEngagementRepositoryProtocol

    /// Creates the feature over the feed, the analytics log its impressions go to, and the
    /// service that keeps comment counts and bookmarks.
    public init(
        repository: any NewsFeedRepositoryProtocol,
        analytics: any AnalyticsLogRepositoryProtocol,
        engagement: any ArticleEngagementRepositoryProtocol
    ) {
        self.repository = repository
        self.analytics = analytics
        self.engagement = engagement
    }

    /// The feed's store.
    public func makeStore() -> Store<NewsFeed.State, NewsFeed.Action> {
        Store(initialState: NewsFeed.State(), reducer: NewsFeed(repository: repository, analytics: analytics, engagement: engagement))
    }

    /// The feed.
    public func makeRootScreen() -> (any ScreenController)? {
        NewsFeedScreen(store: makeStore())
    }
}
