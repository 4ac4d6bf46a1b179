import Kumiki
import ShowcaseDomain

/// Sends the news service's requests.
public protocol NewsPicksRequesterProtocol: Sendable {
    /// One page of a tab.
    func feed(tab: String, page: Int) -> NetworkPublisher<FeedPageDTO>
    /// How many comments an article has.
    func commentCount(articleID: Int) -> NetworkPublisher<CommentCountDTO>
    /// The reader's bookmarks.
    func bookmarks() -> NetworkPublisher<BookmarksDTO>
    /// Bookmarks an article, or removes its bookmark.
    func setBookmarked(_ isBookmarked: Bool, articleID: Int) -> NetworkPublisher<Void>
    /// One analytics event.
    func post(_ event: AnalyticsEvent) -> NetworkPublisher<Void>
}
