import Foundation

/// A ``KeyValueStore`` in memory, for tests and previews.
public final class InMemoryKeyValueStore: KeyValueStore, SecureStore, Sendable {
    private let storage: Locked<[String: Data]>

    /// Creates a store holding `initial`.
    public init(_ initial: [String: Data] = [:]) {
        storage = Locked(initial)
    }

    /// The stored bytes.
    public func data(forKey key: String) throws(RepositoryError) -> Data? {
        storage.withLock { $0[key] }
    }

    /// Stores the bytes.
    public func set(_ data: Data, forKey key: String) throws(RepositoryError) {
        storage.withLock { $0[key] = data }
    }

    /// Removes the bytes.
    public func removeValue(forKey key: String) throws(RepositoryError) {
        storage.withLock { $0[key] = nil }
    }
}
