/// Gives a type the app's analytics tracker for screen views and events.
public protocol HasAnalyticsTracker {
    /// The tracker that posts ``AnalyticsTag``s.
    var analyticsTracker: any AnalyticsTracking { get }
}
