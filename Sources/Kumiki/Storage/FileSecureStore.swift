import Foundation

/// A ``SecureStore`` for Linux: a JSON file created with mode `0600`, so only
/// the owning user can read it.
///
/// This is **not a keychain**: the secrets are not encrypted, and anyone with
/// the user's privileges (or root, or a backup of the disk) can read them. It
/// is what a command-line tool or a server process on Linux can reasonably do
/// without a secret service. Values are never logged or included in errors.
public final class FileSecureStore: SecureStore, @unchecked Sendable {
    private let file: JSONFileKeyValueStore

    /// The file holding the secrets.
    public var fileURL: URL { file.fileURL }

    /// Creates a store at `fileURL`; the file is created on the first write with mode `0600`.
    public init(fileURL: URL) {
        file = JSONFileKeyValueStore(fileURL: fileURL, permissions: 0o600)
    }

    /// The stored secret.
    public func data(forKey key: String) throws(RepositoryError) -> Data? {
        try file.data(forKey: key)
    }

    /// Stores a secret.
    public func set(_ data: Data, forKey key: String) throws(RepositoryError) {
        try file.set(data, forKey: key)
    }

    /// Removes a secret.
    public func removeValue(forKey key: String) throws(RepositoryError) {
        try file.removeValue(forKey: key)
    }
}
