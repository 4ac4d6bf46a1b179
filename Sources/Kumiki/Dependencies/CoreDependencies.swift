import Foundation

/// The dependencies most screens use, with production defaults: a logger, an
/// analytics tracker, an error handler, an unreachable reporter and the main
/// scheduler.
///
/// Use it as the default value of a ViewModel's `Dependency` when the
/// ViewModel needs only these, or keep one inside your app's own
/// `AppDependency` and forward to it:
///
/// ```swift
/// protocol HasAppUser { var appUser: any AppUserProtocol { get } }
///
/// struct AppDependency: HasLogger, HasAnalyticsTracker, HasAppUser {
///     var core = CoreDependencies()
///     var appUser: any AppUserProtocol = AppUser.signedOut
///
///     var logger: Logger { core.logger }
///     var analyticsTracker: any AnalyticsTracking { core.analyticsTracker }
/// }
///
/// final class ProductListViewModel {
///     typealias Dependency = HasLogger & HasAppUser
///     init(dependency: Dependency = AppDependency()) { ... }
/// }
/// ```
///
/// Tests build one with doubles for the pieces they observe:
/// `CoreDependencies(analyticsTracker: spy, mainScheduler: .immediate)`.
public struct CoreDependencies: HasLogger, HasAnalyticsTracker, HasErrorHandler, HasUnreachableReporter, HasMainScheduler {
    /// The diagnostics logger.
    public var logger: Logger
    /// The analytics tracker.
    public var analyticsTracker: any AnalyticsTracking
    /// The app-wide error handler.
    public var errorHandler: any ErrorHandling
    /// The reporter for branches that should never run.
    public var unreachableReporter: any UnreachableReporting
    /// The scheduler for View-facing output.
    public var mainScheduler: AnySchedulerOf<DispatchQueue>

    /// Creates the dependencies; every argument left out gets its production default.
    public init(
        logger: Logger = Logger(label: "kumiki"),
        analyticsTracker: any AnalyticsTracking = LoggingAnalyticsTracker(),
        errorHandler: any ErrorHandling = LoggingErrorHandler(),
        unreachableReporter: any UnreachableReporting = LoggingUnreachableReporter(),
        mainScheduler: AnySchedulerOf<DispatchQueue> = .main
    ) {
        self.logger = logger
        self.analyticsTracker = analyticsTracker
        self.errorHandler = errorHandler
        self.unreachableReporter = unreachableReporter
        self.mainScheduler = mainScheduler
    }
}
