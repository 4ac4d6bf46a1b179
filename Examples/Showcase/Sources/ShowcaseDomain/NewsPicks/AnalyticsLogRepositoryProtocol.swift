import Kumiki

/// Where analytics events go (NewsPicks' `analyticsLogRepository`).
public protocol AnalyticsLogRepositoryProtocol: Sendable {
    /// Sends `event`; a failure is reported to the caller, which usually ignores it.
    func post(_ event: AnalyticsEvent) async throws(RepositoryError)
}
