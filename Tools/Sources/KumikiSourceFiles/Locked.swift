import Foundation

/// A value that several threads read and change, reached only while its lock is held: one type
/// for every counter, cache and log the tools share between tasks, instead of a lock kept beside
/// each value by hand (where a read that forgets the lock still compiles).
///
/// Swift's `Mutex` does the same; it needs macOS 15, and the tools run on macOS 13.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// A lock around `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value with the lock held, and returns what it returns.
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// A copy of the value, taken with the lock held.
    public var current: Value {
        withLock { $0 }
    }
}
