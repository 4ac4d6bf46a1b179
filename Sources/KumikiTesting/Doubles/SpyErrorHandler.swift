/// An error handler that keeps a description of every handled error, for assertions.
public final class SpyErrorHandler: ErrorHandling {
    private let log = Locked<[String]>([])

    /// Creates a spy that has seen nothing yet.
    public init() {}

    /// `String(describing:)` of every handled error, in order.
    public var errors: [String] { log.current }

    /// Keeps a description of `error`.
    public func handle(_ error: any Error, file: String, function: String, line: UInt) {
        log.withLock { $0.append(String(describing: error)) }
    }
}
