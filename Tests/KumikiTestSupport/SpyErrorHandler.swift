import Foundation
import Kumiki

/// An error handler that keeps a description of every handled error, for assertions.
public final class SpyErrorHandler: ErrorHandling, @unchecked Sendable {
    private let lock = NSLock()
    private var _errors: [String] = []

    public init() {}

    /// `String(describing:)` of every handled error, in order.
    public var errors: [String] {
        lock.lock()
        defer { lock.unlock() }
        return _errors
    }

    public func handle(_ error: any Error, file: String, function: String, line: UInt) {
        lock.lock()
        _errors.append(String(describing: error))
        lock.unlock()
    }
}
