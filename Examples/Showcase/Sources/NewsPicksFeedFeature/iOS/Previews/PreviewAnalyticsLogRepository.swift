#if canImport(SwiftUI)
import Kumiki
import ShowcaseDomain

/// Analytics for previews: events are dropped.
struct PreviewAnalyticsLogRepository: AnalyticsLogRepositoryProtocol {
    func post(_ event: AnalyticsEvent) async throws(RepositoryError) {}
}
#endif
