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
///
/// On a stored property it guards that property, as a test double's log usually is: each read
/// and each assignment holds the lock, and the projected value changes it in one step.
///
/// ```swift
/// final class FakeRankingUseCase: RankingUseCaseProtocol, @unchecked Sendable {
///     @Locked var requested: [RankingType] = []
///     func ranking(of type: RankingType) async throws(RepositoryError) -> Ranking {
///         $requested.withLock { $0.append(type) }
///         …
///     }
/// }
/// ```
@propertyWrapper
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

    /// Guards a stored property's initial value: `@Locked var log: [String] = []`.
    public convenience init(wrappedValue: Value) {
        self.init(wrappedValue)
    }

    /// The guarded property: a read is a copy taken with the lock held, an assignment replaces
    /// the value with the lock held. A read-modify-write such as `log.append(x)` is two steps;
    /// `$log.withLock { $0.append(x) }` is one.
    @inlinable
    public var wrappedValue: Value {
        get { current }
        set { withLock { $0 = newValue } }
    }

    /// The `Locked` itself, for changes made in one step: `$log.withLock { $0.append(x) }`.
    @inlinable
    public var projectedValue: Locked<Value> { self }
}
