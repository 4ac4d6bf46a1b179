/// An ``ErrorHandling`` that logs each error with its source location through swift-log.
///
/// It is the production default; apps usually wrap or replace it to add
/// crash-reporter breadcrumbs or user-facing alerts.
public struct LoggingErrorHandler: ErrorHandling {
    private let logger: Logger

    /// Creates a handler that logs through `logger` at `.error`.
    public init(logger: Logger = Logger(label: "kumiki.error")) {
        self.logger = logger
    }

    /// Logs `error` with its type and source location as metadata.
    public func handle(_ error: any Error, file: String, function: String, line: UInt) {
        logger.error(
            "\(String(describing: error))",
            metadata: [
                "error.type": .string(String(reflecting: type(of: error))),
                "file": .string(file),
                "function": .string(function),
                "line": .stringConvertible(line),
            ]
        )
    }
}
