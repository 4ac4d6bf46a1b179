import Kumiki
import ShowcaseDomain

/// The NewsPicks feed for previews: one page of fixture articles per tab.
struct PreviewNewsFeedRepository: NewsFeedRepositoryProtocol {
    func articles(in tab: FeedTab, page: Int) async throws(RepositoryError) -> FeedPage {
        FeedPage(articles: page == 1 ? PreviewFixtures.articles(in: tab) : [], nextPage: nil)
    }
}
