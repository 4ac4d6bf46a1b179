import Foundation
import Kumiki

/// The dependencies most Showcase screens use (minne's protocol composition,
/// minne): each ViewModel names the `Has*` protocols it needs, and this
/// one struct provides them all.
public struct AppDependency: HasLogger, HasAnalyticsTracker, HasErrorHandler, HasUnreachableReporter, HasMainScheduler {
    /// Diagnostics.
    public var logger: Logger
    /// Screen and event logs.
    public var analyticsTracker: any AnalyticsTracking
    /// Errors no screen handles itself.
    public var errorHandler: any ErrorHandling
    /// Branches that should never run.
    public var unreachableReporter: any UnreachableReporting
    /// Where outputs are delivered.
    public var mainScheduler: AnySchedulerOf<DispatchQueue>

    /// Creates the dependencies.
    public init(
        logger: Logger = Logger(label: "showcase"),
        analyticsTracker: any AnalyticsTracking,
        errorHandler: any ErrorHandling = LoggingErrorHandler(logger: Logger(label: "showcase.error")),
        unreachableReporter: any UnreachableReporting,
        mainScheduler: AnySchedulerOf<DispatchQueue> = .main
    ) {
        self.logger = logger
        self.analyticsTracker = analyticsTracker
        self.errorHandler = errorHandler
        self.unreachableReporter = unreachableReporter
        self.mainScheduler = mainScheduler
    }
}
