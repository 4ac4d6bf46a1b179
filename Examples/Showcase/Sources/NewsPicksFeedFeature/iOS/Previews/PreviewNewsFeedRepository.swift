#if canImport(SwiftUI)
import Kumiki
import ShowcaseDomain
import ShowcaseUIComponents

/// The NewsPicks feed for previews: one page of fixture articles per tab.
struct PreviewNewsFeedRepository: NewsFeedRepositoryProtocol {
    func articles(in tab: FeedTab, page: Int) async throws(RepositoryError) -> CachedValue<Page<Article, Int>> {
        CachedValue(value: Page(items: page == 1 ? PreviewFixtures.articles(in: tab) : [], nextCursor: nil), age: .zero, source: .loaded)
    }
}
#endif
