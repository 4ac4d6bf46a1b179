import Kumiki
import ShowcaseDomain

/// Analytics events to the news service's log sink.
public struct AnalyticsLogRepository: AnalyticsLogRepositoryProtocol {
    private let requester: any NewsPicksRequesterProtocol

    /// Creates the repository.
    public init(requester: any NewsPicksRequesterProtocol) {
        self.requester = requester
    }

    /// Sends `event`.
    public func post(_ event: AnalyticsEvent) async throws(RepositoryError) {
        do {
            try await requester.post(event).firstValue()
        } catch {
            throw .network(error)
        }
    }
}
