import Kumiki
import ShowcaseDomain

/// The news feed from the news service.
public struct NewsFeedRepository: NewsFeedRepositoryProtocol {
    private let requester: any NewsPicksRequesterProtocol

    /// Creates the repository.
    public init(requester: any NewsPicksRequesterProtocol) {
        self.requester = requester
    }

    /// Page `page` of `tab`.
    public func articles(in tab: FeedTab, page: Int) async throws(RepositoryError) -> Page<Article, Int> {
        do {
            let response = try await requester.feed(tab: tab.rawValue, page: page).firstValue()
            return Page(items: response.articles.map(\.article), nextCursor: response.nextPage)
        } catch {
            throw .network(error)
        }
    }
}
