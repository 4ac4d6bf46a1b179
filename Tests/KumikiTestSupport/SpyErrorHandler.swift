import Kumiki

/// An error handler that keeps a description of every handled error, for assertions.
public final class SpyErrorHandler: ErrorHandling {
    private let log = LockedLog<String>()

    public init() {}

    /// `String(describing:)` of every handled error, in order.
    public var errors: [String] { log.all }

    public func handle(_ error: any Error, file: String, function: String, line: UInt) {
        log.append(String(describing: error))
    }
}
