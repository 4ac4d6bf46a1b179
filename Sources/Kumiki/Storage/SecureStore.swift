import Foundation

/// Secrets a Repository keeps between launches (tokens, credentials), behind
/// a protocol so Repositories never touch the Keychain directly.
///
/// Implementations never log values. The platform default is the Keychain on
/// Apple platforms and an owner-only file on Linux; see ``FileSecureStore``
/// for what that does and does not protect.
public protocol SecureStore: Sendable {
    /// The secret stored under `key`, or `nil`.
    func data(forKey key: String) throws(RepositoryError) -> Data?
    /// Stores a secret under `key`, replacing what was there.
    func set(_ data: Data, forKey key: String) throws(RepositoryError)
    /// Removes the secret under `key`, if any.
    func removeValue(forKey key: String) throws(RepositoryError)
}

/// The platform's default secure store.
public enum SecureStores {
    /// The Keychain on Apple platforms; an owner-only file on Linux.
    public static func platformDefault(service: String = ProcessInfo.processInfo.processName) -> any SecureStore {
        #if canImport(Security)
        return KeychainSecureStore(service: service)
        #else
        let base = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".local/share")
        return FileSecureStore(fileURL: base.appendingPathComponent(service).appendingPathComponent("secrets.json"))
        #endif
    }
}
