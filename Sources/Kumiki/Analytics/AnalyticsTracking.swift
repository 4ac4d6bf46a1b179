/// Sends screen views and events to an analytics backend.
///
/// ViewModels reach it through ``HasAnalyticsTracker`` and never through a
/// singleton, so tests can swap in a recording double and assert exactly which
/// tags an input posted.
public protocol AnalyticsTracking: Sendable {
    /// Records one screen view or event.
    func post(tag: AnalyticsTag)
}
