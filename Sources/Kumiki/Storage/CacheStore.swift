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
