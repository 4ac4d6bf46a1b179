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

    /// `POST /newspicks/logs`.
    public func post(_ event: AnalyticsEvent) -> NetworkPublisher<Void> {
        apiClient.request(POSTAnalyticsLogEndpoint(event: event))
    }
}
