import Foundation

/// A ``KeyValueStore`` in memory, for tests and previews.
public final class InMemoryKeyValueStore: KeyValueStore, SecureStore, @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String: Data]

    /// Creates a store holding `initial`.
    public init(_ initial: [String: Data] = [:]) {
        storage = initial
    }

    /// The stored bytes.
    public func data(forKey key: String) throws(RepositoryError) -> Data? {
        lock.lock()
        defer { lock.unlock() }
        return storage[key]
    }

    /// Stores the bytes.
    public func set(_ data: Data, forKey key: String) throws(RepositoryError) {
        lock.lock()
        storage[key] = data
        lock.unlock()
    }

    /// Removes the bytes.
    public func removeValue(forKey key: String) throws(RepositoryError) {
        lock.lock()
        storage[key] = nil
        lock.unlock()
    }
}
