import Foundation
import GRDB
import Kumiki
import KumikiGRDB
import Testing

@Suite("SQLiteCacheStore")
struct SQLiteCacheStoreTests {
    @Test("entries round-trip with their timestamps, replace, and are removed")
    func roundTrip() throws {
        let cache = try SQLiteCacheStore(database: DatabaseQueue())
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(try cache.entry(forKey: "a") == nil)
        try cache.store(Data("one".utf8), forKey: "a", at: date)
        try cache.store(Data("two".utf8), forKey: "a", at: date.addingTimeInterval(5))
        #expect(try cache.entry(forKey: "a") == CacheEntry(data: Data("two".utf8), storedAt: date.addingTimeInterval(5)))
        try cache.store(Data("b".utf8), forKey: "b", at: date)
        try cache.removeValue(forKey: "a")
        #expect(try cache.entry(forKey: "a") == nil)
        try cache.removeAll()
        #expect(try cache.entry(forKey: "b") == nil)
    }

    @Test("a cached resource backed by the file survives a relaunch, with its real age")
    func survivesRelaunch() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let firstLaunch = CachedResource(maxAge: .seconds(600), cache: try SQLiteCacheStore(path: path), key: "ranking") {
            ["Kumiki", "Kigumi"]
        }
        #expect(try await firstLaunch.value() == ["Kumiki", "Kigumi"])

        let secondLaunch = CachedResource<[String]>(maxAge: .seconds(600), cache: try SQLiteCacheStore(path: path), key: "ranking") {
            Issue.record("a fresh persisted value must not be loaded again")
            return []
        }
        #expect(try await secondLaunch.value() == ["Kumiki", "Kigumi"])

        let muchLater = CachedResource<[String]>(
            maxAge: .seconds(600), cache: try SQLiteCacheStore(path: path), key: "ranking",
            wallClock: { Date().addingTimeInterval(3_600) }
        ) { ["fresh"] }
        #expect(try await muchLater.value() == ["fresh"], "an old persisted value is stale and reloaded")
    }

    @Test("a path that cannot be opened is a typed persistence error")
    func badPath() {
        #expect(throws: RepositoryError.self) { try SQLiteCacheStore(path: "/nonexistent-folder/cache.sqlite") }
    }

    @Test("a damaged file is a persistence failure of kind damaged, naming the file")
    func damagedFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-damaged-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(String(repeating: "not a database ", count: 400).utf8).write(to: URL(fileURLWithPath: path))
        #expect {
            try SQLiteCacheStore(path: path)
        } throws: { error in
            guard case .persistence(let failure)? = error as? RepositoryError else { return false }
            return failure.kind == .damaged && failure.path == path
        }
    }

    @Test("a read-only database reads, and a write is a persistence failure of kind readOnly")
    func readOnlyFile() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-readonly-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try SQLiteCacheStore(path: path).store(Data("1".utf8), forKey: "k", at: Date())
        var configuration = Configuration()
        configuration.readonly = true
        let store = try SQLiteCacheStore(database: DatabaseQueue(path: path, configuration: configuration))
        #expect(try store.entry(forKey: "k")?.data == Data("1".utf8))
        #expect {
            try store.store(Data("2".utf8), forKey: "k", at: Date())
        } throws: { error in
            guard case .persistence(let failure)? = error as? RepositoryError else { return false }
            return failure.kind == .readOnly
        }
    }
}
