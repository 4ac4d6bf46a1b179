import Kumiki

/// The news feed's source (NewsPicks' `newsFeedRepository`).
public protocol NewsFeedRepositoryProtocol: Sendable {
    /// Page `page` (from 1) of `tab`: from the server, or, when that fails, the page saved on the
    /// device at its last load, marked as such.
    func articles(in tab: FeedTab, page: Int) async throws(RepositoryError) -> CachedValue<Page<Article, Int>>
}
