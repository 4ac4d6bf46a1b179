import Foundation

/// A value that several threads read and change, reachable only while its lock is held: the
/// in-memory state a Repository shares between screens, a test double's log, a cache.
///
/// Keeping the lock and the value in one place means a read that forgets the lock does not
/// compile. Swift's `Mutex` does the same from iOS 18 and macOS 15; Kumiki supports earlier
/// systems.
///
/// ```swift
/// let favourites = Locked<Set<Int>>([])
/// favourites.withLock { $0.insert(42) }
/// let count = favourites.withLock { $0.count }
/// ```
public final class Locked<Value>: @unchecked Sendable {
    // Inlinable, so a store's hot path (a state change reaching every subscriber) pays for a lock
    // and nothing more: no generic call and no closure context across the module boundary.
    @usableFromInline let lock = NSLock()
    @usableFromInline var value: Value

    /// Guards `value` from now on.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value with the lock held and returns what it returns; `body` must not
    /// reach this same `Locked` again, which would deadlock.
    @inlinable
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// A copy of the value, taken with the lock held.
    @inlinable
    public var current: Value {
        withLock { $0 }
    }
}
