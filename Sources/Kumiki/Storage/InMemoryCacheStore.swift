import Foundation

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
