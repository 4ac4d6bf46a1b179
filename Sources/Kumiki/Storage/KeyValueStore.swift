import Foundation

/// Small values a Repository keeps between launches (settings, flags,
/// last-seen identifiers): UserDefaults-like storage behind a protocol, so
/// Repositories never touch `UserDefaults` directly and tests use memory.
public protocol KeyValueStore: Sendable {
    /// The bytes stored under `key`, or `nil`.
    func data(forKey key: String) throws(RepositoryError) -> Data?
    /// Stores `data` under `key`, replacing what was there.
    func set(_ data: Data, forKey key: String) throws(RepositoryError)
    /// Removes the value under `key`, if any.
    func removeValue(forKey key: String) throws(RepositoryError)
}

extension KeyValueStore {
    /// Decodes the JSON value stored under `key`, or returns `nil` when there is none.
    public func value<Value: Decodable>(_ type: Value.Type = Value.self, forKey key: String) throws(RepositoryError) -> Value? {
        guard let data = try data(forKey: key) else { return nil }
        do {
            return try JSONDecoder().decode(Value.self, from: data)
        } catch {
            throw .persistence("the value under \(key) does not decode as \(Value.self): \(error)")
        }
    }

    /// Encodes `value` as JSON and stores it under `key`.
    public func set<Value: Encodable>(_ value: Value, forKey key: String) throws(RepositoryError) {
        let data: Data
        do {
            data = try JSONEncoder().encode(value)
        } catch {
            throw .persistence("the value for \(key) does not encode: \(error)")
        }
        try set(data, forKey: key)
    }
}

/// The platform's default key-value store: `UserDefaults.standard` on Apple
/// platforms, a JSON file under the user's application-support folder elsewhere.
public enum KeyValueStores {
    /// The default store for the current platform.
    public static func platformDefault(appName: String = ProcessInfo.processInfo.processName) -> any KeyValueStore {
        #if canImport(Darwin)
        return UserDefaultsKeyValueStore()
        #else
        let base = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".local/share")
        return JSONFileKeyValueStore(fileURL: base.appendingPathComponent(appName).appendingPathComponent("settings.json"))
        #endif
    }
}
