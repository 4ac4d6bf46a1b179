import Foundation

/// A ``CacheStore`` in memory, for tests and previews.
public final class InMemoryCacheStore: CacheStore, Sendable {
    private let entries = Locked<[String: CacheEntry]>([:])

    /// Creates an empty cache.
    public init() {}

    /// The stored entry.
    public func entry(forKey key: String) throws(RepositoryError) -> CacheEntry? {
        entries.withLock { $0[key] }
    }

    /// Stores an entry.
    public func store(_ data: Data, forKey key: String, at date: Date) throws(RepositoryError) {
        entries.withLock { $0[key] = CacheEntry(data: data, storedAt: date) }
    }

    /// Removes an entry.
    public func removeValue(forKey key: String) throws(RepositoryError) {
        entries.withLock { $0[key] = nil }
    }

    /// Removes every entry.
    public func removeAll() throws(RepositoryError) {
        entries.withLock { $0 = [:] }
    }
}
