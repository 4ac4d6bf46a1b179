import Foundation

/// A ``KeyValueStore`` kept in one JSON file: the default on Linux, where
/// there is no `UserDefaults` suite worth relying on.
///
/// Every write replaces the file atomically (write to a temporary file, then
/// rename), so a crash mid-write leaves the previous contents, never half a
/// file. A file that is not valid JSON is reported as an error, not silently
/// replaced, so no data is lost.
public final class JSONFileKeyValueStore: KeyValueStore, Sendable {
    /// The file holding the values.
    public let fileURL: URL
    /// Every read and read-modify-write of the file goes through this lock, so two writers in
    /// this process never lose each other's keys.
    private let file = Locked(())
    private let permissions: Int?

    /// Creates a store at `fileURL`; the file and its folder are created on the first write.
    ///
    /// - Parameters:
    ///   - fileURL: The JSON file holding every value.
    ///   - permissions: POSIX permissions for the file (e.g. `0o600`); the default umask otherwise.
    public init(fileURL: URL, permissions: Int? = nil) {
        self.fileURL = fileURL
        self.permissions = permissions
    }

    /// The stored bytes.
    public func data(forKey key: String) throws(RepositoryError) -> Data? {
        try file.withLock { _ throws(RepositoryError) in try readAll()[key] }
    }

    /// Stores the bytes.
    public func set(_ data: Data, forKey key: String) throws(RepositoryError) {
        try file.withLock { _ throws(RepositoryError) in
            var all = try readAll()
            all[key] = data
            try writeAll(all)
        }
    }

    /// Removes the value.
    public func removeValue(forKey key: String) throws(RepositoryError) {
        try file.withLock { _ throws(RepositoryError) in
            var all = try readAll()
            guard all.removeValue(forKey: key) != nil else { return }
            try writeAll(all)
        }
    }

    private func readAll() throws(RepositoryError) -> [String: Data] {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return [:] }
        do {
            let contents = try Data(contentsOf: fileURL)
            if contents.isEmpty { return [:] }
            return try JSONDecoder().decode([String: Data].self, from: contents)
        } catch {
            throw .persistence("\(fileURL.path) is unreadable or not a key-value file: \(error)")
        }
    }

    private func writeAll(_ all: [String: Data]) throws(RepositoryError) {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let contents = try encoder.encode(all)
            let folder = fileURL.deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let temporary = folder.appendingPathComponent(".\(fileURL.lastPathComponent).\(UUID().uuidString).tmp")
            var attributes: [FileAttributeKey: Any] = [:]
            if let permissions { attributes[.posixPermissions] = permissions }
            guard FileManager.default.createFile(atPath: temporary.path, contents: contents, attributes: attributes) else {
                throw CocoaError(.fileWriteUnknown)
            }
            // rename(2) replaces the old file atomically. FileManager.replaceItemAt is not used:
            // on Linux it removes the destination and then fails, losing the data.
            guard rename(temporary.path, fileURL.path) == 0 else {
                let code = errno
                try? FileManager.default.removeItem(at: temporary)
                throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
            }
            if let permissions {
                try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: fileURL.path)
            }
        } catch {
            throw .persistence("could not write \(fileURL.path): \(error)")
        }
    }
}
