import Foundation
import GRDB
import Kumiki
import KumikiGRDB
import Testing

/// Two connections to one file stand for two processes: SQLite's locks do not tell them apart.
/// Each race pauses the tested connection at a chosen statement, so the interleaving that breaks
/// `migrate(_:)` happens on every run, not one run in many.
@Suite("DatabaseMigrator.migrate(sharedDatabase:)")
struct DatabaseMigratorSharedDatabaseTests {
    /// Where the connection under test is paused while the other connection migrates the file.
    private enum PausePoint {
        /// It has read which migrations were applied (none) and is about to take the write lock
        /// for the first one: the interleaving that breaks `migrate(_:)`.
        case beginImmediate
        /// It looks at the schema before GRDB's table exists (as a read of the applied migrations
        /// does when the table is missing), and the table appears before its next statement.
        case schemaReadBeforeGRDBTable

        func isReached(by sql: String, tableCreated: Bool) -> Bool {
            switch self {
            case .beginImmediate: sql.hasPrefix("BEGIN IMMEDIATE")
            case .schemaReadBeforeGRDBTable: !tableCreated && sql.contains("sqlite_master")
            }
        }
    }

    /// A file, a migrator with two migrations, and one interleaving of two connections: a trace
    /// pauses the connection under test at `pausePoint` until the other connection has migrated
    /// the file (up to `otherMigratesUpTo`). When the tested connection never reaches the pause
    /// point, the other migrates after a second, while the tested one may still be at work.
    private struct Race {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-race-\(UUID().uuidString).sqlite").path
        var pausePoint = PausePoint.beginImmediate
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
            let paused = DispatchSemaphore(value: 0), otherDone = DispatchSemaphore(value: 0), otherFinished = DispatchSemaphore(value: 0)
            let pauses = Pauses()
            let pausePoint = self.pausePoint
            var configuration = Configuration()
            configuration.busyMode = .timeout(5)
            configuration.prepareDatabase { db in
                db.trace(options: .statement) { event in
                    let sql = event.description
                    if sql.contains("CREATE TABLE IF NOT EXISTS grdb_migrations") { pauses.noteTableCreated() }
                    guard pausePoint.isReached(by: sql, tableCreated: pauses.tableCreated), pauses.takeFirst() else { return }
                    paused.signal()
                    otherDone.wait()
                }
            }
            let tested = try DatabaseQueue(path: path, configuration: configuration)
            let other = try DatabaseQueue(path: path, configuration: configuration)
            // Opening reads the schema too; the race starts once both connections are open.
            pauses.arm()
            let target = otherMigratesUpTo
            Thread {
                _ = paused.wait(timeout: .now() + 1)
                // The other connection's own trace never pauses: the one pause is taken or gone.
                pauses.takeFirst()
                try? Self.migrator.migrate(other, upTo: target)
                otherDone.signal()
                otherFinished.signal()
            }.start()
            let result = Result { try migrate(Self.migrator, tested) }
            otherFinished.wait()
            if (try? result.get()) != nil {
                #expect(try tested.read { db in try Self.migrator.hasCompletedMigrations(db) }, "a success leaves every migration applied")
            }
            return result
        }
    }

    /// The one pause a race has, handed (once armed) to whichever connection's trace asks first,
    /// and whether GRDB's table has been created yet.
    private final class Pauses: @unchecked Sendable {
        private let state = Locked((isArmed: false, taken: false, created: false))

        func arm() {
            state.withLock { $0.isArmed = true }
        }

        @discardableResult
        func takeFirst() -> Bool {
            state.withLock { state in
                guard state.isArmed else { return false }
                defer { state.taken = true }
                return !state.taken
            }
        }

        func noteTableCreated() {
            state.withLock { $0.created = true }
        }

        var tableCreated: Bool {
            state.current.created
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

    @Test("another process creating GRDB's table while this one first looks at the new file does not make it fail")
    func tableAppearingMidRead() throws {
        let result = try Race(pausePoint: .schemaReadBeforeGRDBTable).run { migrator, queue in try migrator.migrate(sharedDatabase: queue) }
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
