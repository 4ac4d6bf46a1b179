import Foundation
import GRDB
import KumikiGRDB
import Testing

/// Two connections to one file stand for two processes: SQLite's locks do not tell them apart.
/// Each race pauses the tested connection at a chosen statement, so the interleaving that breaks
/// `migrate(_:)` happens on every run, not one run in many.
@Suite("DatabaseMigrator.migrate(sharedDatabase:)")
struct DatabaseMigratorSharedDatabaseTests {
    /// A file, a migrator with two migrations, and the one interleaving that breaks `migrate(_:)`:
    /// the connection under test has read which migrations were applied (none) and is about to
    /// take the write lock for the first one when another connection migrates the file. A trace
    /// pauses it at its `BEGIN IMMEDIATE` until the other connection is done.
    private struct Race {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-race-\(UUID().uuidString).sqlite").path
        /// How far the other connection migrates while this one is paused.
        var otherMigratesUpTo = "v2"

        static var migrator: DatabaseMigrator {
            var migrator = DatabaseMigrator()
            migrator.registerMigration("v1") { db in
                try db.create(table: "item") { table in table.autoIncrementedPrimaryKey("id") }
            }
            migrator.registerMigration("v2") { db in
                try db.alter(table: "item") { table in table.add(column: "name", .text) }
            }
            return migrator
        }

        func run(_ migrate: (DatabaseMigrator, DatabaseQueue) throws -> Void) throws -> Result<Void, any Error> {
            defer { try? FileManager.default.removeItem(atPath: path) }
            let paused = DispatchSemaphore(value: 0), otherDone = DispatchSemaphore(value: 0)
            let pauses = Pauses()
            var configuration = Configuration()
            configuration.busyMode = .timeout(5)
            configuration.prepareDatabase { db in
                db.trace(options: .statement) { event in
                    guard event.description.hasPrefix("BEGIN IMMEDIATE"), pauses.takeFirst() else { return }
                    paused.signal()
                    otherDone.wait()
                }
            }
            let tested = try DatabaseQueue(path: path, configuration: configuration)
            let other = try DatabaseQueue(path: path, configuration: configuration)
            let target = otherMigratesUpTo
            Thread {
                paused.wait()
                // The other connection's own trace never pauses: the first pause was taken.
                try? Self.migrator.migrate(other, upTo: target)
                otherDone.signal()
            }.start()
            let result = Result { try migrate(Self.migrator, tested) }
            if (try? result.get()) != nil {
                #expect(try tested.read { db in try Self.migrator.hasCompletedMigrations(db) }, "a success leaves every migration applied")
            }
            return result
        }
    }

    /// Hands out the one pause a race has, whichever connection's trace asks first.
    private final class Pauses: @unchecked Sendable {
        private let lock = NSLock()
        private var taken = false

        func takeFirst() -> Bool {
            lock.withLock {
                defer { taken = true }
                return !taken
            }
        }
    }

    @Test("plain migrate(_:) fails when another process migrates the new file at the same moment (why the method exists)")
    func plainMigrateFails() throws {
        let result = try Race().run { migrator, queue in try migrator.migrate(queue) }
        #expect(throws: DatabaseError.self) { try result.get() }
    }

    @Test("migrate(sharedDatabase:) succeeds when another process migrates the new file at the same moment")
    func sharedMigrateSucceeds() throws {
        let result = try Race().run { migrator, queue in try migrator.migrate(sharedDatabase: queue) }
        #expect(throws: Never.self) { try result.get() }
    }

    @Test("when the other process stopped half way, migrate(sharedDatabase:) applies the rest itself")
    func sharedMigrateFinishes() throws {
        let result = try Race(otherMigratesUpTo: "v1").run { migrator, queue in try migrator.migrate(sharedDatabase: queue) }
        #expect(throws: Never.self) { try result.get() }
    }

    @Test("a failure of its own is thrown as it was")
    func ownFailureThrown() throws {
        let queue = try DatabaseQueue()
        var migrator = DatabaseMigrator()
        migrator.registerMigration("broken") { db in try db.execute(sql: "CREATE TABLE") }
        #expect(throws: DatabaseError.self) { try migrator.migrate(sharedDatabase: queue) }
        #expect(try queue.read { db in try migrator.appliedIdentifiers(db) }.isEmpty)
    }

    @Test("two cache stores created together on a new file both work")
    func cacheStoresTogether() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-cache-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<4 {
                group.addTask {
                    let store = try SQLiteCacheStore(path: path)
                    try store.store(Data([UInt8(index)]), forKey: "k\(index)", at: Date())
                }
            }
            try await group.waitForAll()
        }
        let store = try SQLiteCacheStore(path: path)
        for index in 0..<4 {
            #expect(try store.entry(forKey: "k\(index)")?.data == Data([UInt8(index)]))
        }
    }
}
