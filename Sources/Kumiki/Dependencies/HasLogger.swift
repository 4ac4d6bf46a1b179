/// Gives a type the app's diagnostics logger (apple/swift-log).
///
/// Compose it into a ViewModel's `Dependency` typealias:
/// `typealias Dependency = HasLogger & HasAnalyticsTracker`.
public protocol HasLogger {
    /// The logger for diagnostics; analytics go through ``HasAnalyticsTracker`` instead.
    var logger: Logger { get }
}
