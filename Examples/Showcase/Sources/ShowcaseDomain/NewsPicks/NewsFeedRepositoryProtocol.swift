import Kumiki

/// The news feed's source (seed `004_…`'s `newsFeedRepository`).
public protocol NewsFeedRepositoryProtocol: Sendable {
    /// Page `page` (from 1) of `tab`.
    func articles(in tab: FeedTab, page: Int) async throws(RepositoryError) -> Page<Article, Int>
}
