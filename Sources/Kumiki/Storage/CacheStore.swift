import Foundation

/// A persistent cache of encoded values keyed by string, with the time each
/// was stored, so cached Repository data survives a relaunch.
///
/// `KumikiGRDB` provides a SQLite implementation; ``InMemoryCacheStore`` serves tests.
public protocol CacheStore: Sendable {
    /// The entry stored under `key`, or `nil`.
    func entry(forKey key: String) throws(RepositoryError) -> CacheEntry?
    /// Stores `data` under `key`, stamped with `date`.
    func store(_ data: Data, forKey key: String, at date: Date) throws(RepositoryError)
    /// Removes the entry under `key`, if any.
    func removeValue(forKey key: String) throws(RepositoryError)
    /// Removes every entry (for sign-out).
    func removeAll() throws(RepositoryError)
}

/// One stored cache value.
public struct CacheEntry: Hashable, Sendable {
    /// The encoded value.
    public let data: Data
    /// When it was stored.
    public let storedAt: Date

    /// Creates an entry.
    public init(data: Data, storedAt: Date) {
        self.data = data
        self.storedAt = storedAt
    }
}

/// A ``CacheStore`` in memory, for tests and previews.
public final class InMemoryCacheStore: CacheStore, @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: CacheEntry] = [:]

    /// Creates an empty cache.
    public init() {}

    /// The stored entry.
    public func entry(forKey key: String) throws(RepositoryError) -> CacheEntry? {
        lock.lock()
        defer { lock.unlock() }
        return entries[key]
    }

    /// Stores an entry.
    public func store(_ data: Data, forKey key: String, at date: Date) throws(RepositoryError) {
        lock.lock()
        entries[key] = CacheEntry(data: data, storedAt: date)
        lock.unlock()
    }

    /// Removes an entry.
    public func removeValue(forKey key: String) throws(RepositoryError) {
        lock.lock()
        entries[key] = nil
        lock.unlock()
    }

    /// Removes every entry.
    public func removeAll() throws(RepositoryError) {
        lock.lock()
        entries = [:]
        lock.unlock()
    }
}
