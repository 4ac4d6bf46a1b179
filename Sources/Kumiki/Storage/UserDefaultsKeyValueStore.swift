import Foundation

/// A ``KeyValueStore`` backed by `UserDefaults`: the default on Apple platforms.
public struct UserDefaultsKeyValueStore: KeyValueStore, @unchecked Sendable {
    private let defaults: UserDefaults

    /// Creates a store over `defaults` (the standard defaults by default).
    public init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    /// The stored bytes.
    public func data(forKey key: String) throws(RepositoryError) -> Data? {
        defaults.data(forKey: key)
    }

    /// Stores the bytes.
    public func set(_ data: Data, forKey key: String) throws(RepositoryError) {
        defaults.set(data, forKey: key)
    }

    /// Removes the value.
    public func removeValue(forKey key: String) throws(RepositoryError) {
        defaults.removeObject(forKey: key)
    }
}
