/// An ``AnalyticsTracking`` that writes each tag to a swift-log `Logger`.
///
/// It is the production default until an app plugs in its real backend, and
/// a handy way to see analytics traffic in the console during development.
public struct LoggingAnalyticsTracker: AnalyticsTracking {
    private let logger: Logger
    private let level: Logger.Level

    /// Creates a tracker that logs at `level` (default `.info`) through `logger`.
    public init(logger: Logger = Logger(label: "kumiki.analytics"), level: Logger.Level = .info) {
        self.logger = logger
        self.level = level
    }

    /// Logs the tag's kind and name with its parameters as metadata.
    public func post(tag: AnalyticsTag) {
        var metadata: Logger.Metadata = ["kind": .string(tag.kind.rawValue)]
        for (key, value) in tag.parameters {
            metadata["param.\(key)"] = .string(value)
        }
        logger.log(level: level, "\(tag.name)", metadata: metadata)
    }
}
