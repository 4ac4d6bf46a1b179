import Kumiki
import ShowcaseDomain

/// Sends the news service's requests.
public protocol NewsPicksRequesterProtocol: Sendable {
    /// One page of a tab.
    func feed(tab: String, page: Int) -> NetworkPublisher<FeedPageDTO>
    /// One analytics event.
    func post(_ event: AnalyticsEvent) -> NetworkPublisher<Void>
}
