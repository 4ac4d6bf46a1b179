/// An ``UnreachableReporting`` that logs each event at `.critical` through swift-log.
///
/// It is the production default: pair it with a log handler that ships
/// critical records to your server, or replace it with a reporter that posts
/// events to your crash or analytics backend.
public struct LoggingUnreachableReporter: UnreachableReporting {
    /// The build stamped on every event.
    public let appVersion: AppVersion
    private let logger: Logger

    /// Creates a reporter logging through `logger`, stamping events with `appVersion`.
    public init(
        logger: Logger = Logger(label: "kumiki.unreachable"),
        appVersion: AppVersion = .current
    ) {
        self.logger = logger
        self.appVersion = appVersion
    }

    /// Logs the event with every captured field as metadata.
    public func report(_ event: UnreachableEvent) {
        logger.critical(
            "\(event.description)",
            metadata: [
                "type": .string(event.typeName),
                "function": .string(event.function),
                "file": .string(event.file),
                "line": .stringConvertible(event.line),
                "app_version": .string(event.appVersion.description),
            ]
        )
    }
}
