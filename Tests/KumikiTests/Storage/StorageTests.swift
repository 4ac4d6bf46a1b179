import Foundation
import Kumiki
import Testing

private func temporaryFile(_ name: String = "store.json") -> URL {
    FileManager.default.temporaryDirectory
        .appendingPathComponent("kumiki-\(UUID().uuidString)")
        .appendingPathComponent(name)
}

private struct Settings: Codable, Equatable {
    var freeShippingThreshold: Int
    var isEnabled: Bool
}

@Suite("Key-value and secure stores")
struct StorageTests {
    @Test("every store round-trips bytes and Codable values, and removes them", arguments: [
        "memory", "json-file", "secure-file", "user-defaults",
    ])
    func roundTrip(_ kind: String) throws {
        let store: any KeyValueStore
        switch kind {
        case "memory": store = InMemoryKeyValueStore()
        case "json-file": store = JSONFileKeyValueStore(fileURL: temporaryFile())
        case "secure-file": store = SecureAsKeyValue(base: FileSecureStore(fileURL: temporaryFile()))
        default:
            let suite = "kumiki.tests.\(UUID().uuidString)"
            store = UserDefaultsKeyValueStore(defaults: try #require(UserDefaults(suiteName: suite)))
        }
        #expect(try store.data(forKey: "missing") == nil)
        try store.set(Data([1, 2, 3]), forKey: "bytes")
        #expect(try store.data(forKey: "bytes") == Data([1, 2, 3]))
        try store.set(Settings(freeShippingThreshold: 5_000, isEnabled: true), forKey: "settings")
        #expect(try store.value(Settings.self, forKey: "settings") == Settings(freeShippingThreshold: 5_000, isEnabled: true))
        try store.removeValue(forKey: "bytes")
        #expect(try store.data(forKey: "bytes") == nil)
        try store.removeValue(forKey: "never-set")
    }

    @Test("the JSON file survives a new store instance and leaves no temporary files")
    func persistence() throws {
        let url = temporaryFile()
        try JSONFileKeyValueStore(fileURL: url).set("kumiki", forKey: "name")
        try JSONFileKeyValueStore(fileURL: url).set(3, forKey: "count")
        let reopened = JSONFileKeyValueStore(fileURL: url)
        #expect(try reopened.value(String.self, forKey: "name") == "kumiki")
        #expect(try reopened.value(Int.self, forKey: "count") == 3)
        let files = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        #expect(files == ["store.json"])
    }

    @Test("a corrupt file is a typed error, and is not overwritten (no data lost)")
    func corruptFile() throws {
        let url = temporaryFile()
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: url)
        let store = JSONFileKeyValueStore(fileURL: url)
        #expect(throws: RepositoryError.self) { try store.data(forKey: "a") }
        #expect(throws: RepositoryError.self) { try store.set(Data([1]), forKey: "a") }
        #expect(try Data(contentsOf: url) == Data("not json".utf8))
    }

    @Test("a value of the wrong type is a typed error naming the key, not the value")
    func wrongType() throws {
        let store = InMemoryKeyValueStore()
        try store.set("secret-token-123", forKey: "token")
        do {
            _ = try store.value(Int.self, forKey: "token")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("token"))
            #expect(!error.description.contains("secret-token-123"))
        }
    }

    @Test("the owner-only file store keeps every SecureStore promise")
    func fileSecureStoreBehaviour() throws {
        let folder = temporaryFile().deletingLastPathComponent()
        try SecureStoreBehaviour { service in
            FileSecureStore(fileURL: folder.appendingPathComponent(service).appendingPathComponent("secrets.json"))
        }.verify()
    }

    #if !canImport(Darwin)
    @Test("the Linux secure store's file is readable by its owner only (0600)")
    func ownerOnlyFile() throws {
        let store = FileSecureStore(fileURL: temporaryFile("secrets.json"))
        try store.set(Data("token".utf8), forKey: "auth")
        let attributes = try FileManager.default.attributesOfItem(atPath: store.fileURL.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        try store.set(Data("rotated".utf8), forKey: "auth")
        let after = try FileManager.default.attributesOfItem(atPath: store.fileURL.path)
        #expect((after[.posixPermissions] as? NSNumber)?.intValue == 0o600, "rewrites keep the mode")
    }

    @Test("the platform defaults on Linux are the JSON file and the owner-only file")
    func platformDefaults() {
        #expect(KeyValueStores.platformDefault(appName: "kumiki-tests") is JSONFileKeyValueStore)
        #expect(SecureStores.platformDefault(service: "kumiki-tests") is FileSecureStore)
    }
    #endif
}

/// Lets the round-trip test treat a secure store like a key-value store.
private struct SecureAsKeyValue: KeyValueStore {
    let base: any SecureStore
    func data(forKey key: String) throws(RepositoryError) -> Data? { try base.data(forKey: key) }
    func set(_ data: Data, forKey key: String) throws(RepositoryError) { try base.set(data, forKey: key) }
    func removeValue(forKey key: String) throws(RepositoryError) { try base.removeValue(forKey: key) }
}
