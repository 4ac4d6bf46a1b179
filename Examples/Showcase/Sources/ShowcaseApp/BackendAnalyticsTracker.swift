import Kumiki
import ShowcaseDomain

/// Screen and event logs sent to the backend's log sink (NewsPicks' analytics),
/// fire and forget: a lost log never disturbs a screen.
struct BackendAnalyticsTracker: AnalyticsTracking {
    let repository: any AnalyticsLogRepositoryProtocol

    func post(tag: AnalyticsTag) {
        let event = AnalyticsEvent(name: tag.kind == .screen ? "screen_view" : tag.name,
                                   parameters: tag.kind == .screen ? tag.parameters.merging(["screen": tag.name]) { own, _ in own } : tag.parameters)
        let repository = self.repository
        Task { try? await repository.post(event) }
    }
}
