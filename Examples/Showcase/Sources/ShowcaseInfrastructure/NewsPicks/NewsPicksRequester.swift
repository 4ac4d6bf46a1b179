import Kumiki
import ShowcaseDomain

/// The news service's requests through an ``Kumiki/APIClientProtocol``.
public struct NewsPicksRequester: NewsPicksRequesterProtocol {
    private let apiClient: any APIClientProtocol

    /// Creates a requester sending through `apiClient`.
    public init(apiClient: any APIClientProtocol) {
        self.apiClient = apiClient
    }

    /// `GET /newspicks/feed/{tab}`.
    public func feed(tab: String, page: Int) -> NetworkPublisher<FeedPageDTO> {
        apiClient.request(GETFeedEndpoint(tab: tab, page: page))
    }

    /// `GET /newspicks/articles/{id}/comments`.
    public func commentCount(articleID: Int) -> NetworkPublisher<CommentCountDTO> {
        apiClient.request(GETCommentCountEndpoint(articleID: articleID))
    }

    /// `GET /newspicks/bookmarks`.
    public func bookmarks() -> NetworkPublisher<BookmarksDTO> {
        apiClient.request(GETBookmarksEndpoint())
    }

    /// `PUT` or `DELETE /newspicks/bookmarks/{id}`.
    public func setBookmarked(_ isBookmarked: Bool, articleID: Int) -> NetworkPublisher<Void> {
        isBookmarked ? apiClient.request(PUTBookmarkEndpoint(articleID: articleID)) : apiClient.request(DELETEBookmarkEndpoint(articleID: articleID))
    }

    /// `POST /newspicks/logs`.
    public func post(_ event: AnalyticsEvent) -> NetworkPublisher<Void> {
        apiClient.request(POSTAnalyticsLogEndpoint(event: event))
    }
}
