/// An error handler that keeps a description of every handled error, for assertions.
public final class SpyErrorHandler: ErrorHandling {
    private let log = LockedLog<String>()

    /// Creates a spy that has seen nothing yet.
    public init() {}

    /// `String(describing:)` of every handled error, in order.
    public var errors: [String] { log.all }

    /// Keeps a description of `error`.
    public func handle(_ error: any Error, file: String, function: String, line: UInt) {
        log.append(String(describing: error))
    }
}
