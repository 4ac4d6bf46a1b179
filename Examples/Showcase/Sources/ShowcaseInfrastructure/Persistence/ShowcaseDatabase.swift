import Foundation
import GRDB
import Kumiki

/// The Showcase's local SQLite database (through GRDB): favourites, the reading
/// list and the last rankings, which a user expects to survive a restart.
///
/// Every write is a transaction. A file that cannot be opened as this database
/// (not SQLite, damaged, from an incompatible build) is moved aside and a new one
/// created: the app reports it (``OpenOutcome/recoveredFromDamage(movedTo:reason:)``)
/// and carries on, never crashes.
public final class ShowcaseDatabase: Sendable {
    /// How opening went.
    public enum OpenOutcome: Equatable, Sendable {
        /// The database opened (or was created) normally.
        case opened
        /// The file was unusable; it was moved to `movedTo`, and a new database created.
        case recoveredFromDamage(movedTo: String, reason: String)
    }

    let queue: DatabaseQueue
    /// How opening went, for the app to report.
    public let outcome: OpenOutcome

    /// An in-memory database, for tests and for runs that must not write files.
    public init() throws(RepositoryError) {
        do {
            queue = try DatabaseQueue()
            try Self.migrator.migrate(queue)
        } catch {
            throw .persistence("cannot create the in-memory database: \(error)")
        }
        outcome = .opened
    }

    /// Opens (or creates) the database at `path`; an unusable file is moved aside first.
    public init(path: String, now: @Sendable () -> Date = { Date() }) throws(RepositoryError) {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        do {
            queue = try Self.open(path)
            outcome = .opened
        } catch {
            let aside = path + ".damaged-" + String(Int(now().timeIntervalSince1970))
            do {
                try FileManager.default.moveItem(atPath: path, toPath: aside)
                for suffix in ["-wal", "-shm"] {
                    try? FileManager.default.moveItem(atPath: path + suffix, toPath: aside + suffix)
                }
                queue = try Self.open(path)
            } catch let recovery {
                throw .persistence("the database at \(path) is unusable (\(error)) and could not be replaced: \(recovery)")
            }
            outcome = .recoveredFromDamage(movedTo: aside, reason: String(describing: error))
        }
    }

    private static func open(_ path: String) throws -> DatabaseQueue {
        let queue = try DatabaseQueue(path: path)
        // Opening succeeds on any file; reading the schema is what finds one that is not a database.
        let check = try queue.read { db in try String.fetchOne(db, sql: "PRAGMA quick_check") }
        guard check == "ok" else {
            throw RepositoryError.persistence("integrity check: \(check ?? "no answer")")
        }
        try migrator.migrate(queue)
        return queue
    }

    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "favorite") { table in
                table.primaryKey("product_id", .integer)
                table.column("added_at", .double).notNull()
            }
            try db.create(table: "reading_list") { table in
                table.primaryKey("ncode", .text)
                table.column("title", .text).notNull()
                table.column("writer", .text).notNull()
                table.column("added_at", .double).notNull()
            }
            try db.create(table: "ranking_snapshot") { table in
                table.primaryKey("type", .text)
                table.column("payload", .blob).notNull()
                table.column("loaded_at", .double).notNull()
            }
        }
        return migrator
    }

    /// Runs `body` in a write transaction, mapping failures to ``Kumiki/RepositoryError/persistence(_:)``.
    func write<T>(_ body: (Database) throws -> T) throws(RepositoryError) -> T {
        do {
            return try queue.write(body)
        } catch {
            throw .persistence(String(describing: error))
        }
    }

    /// Runs `body` with read access, mapping failures to ``Kumiki/RepositoryError/persistence(_:)``.
    func read<T>(_ body: (Database) throws -> T) throws(RepositoryError) -> T {
        do {
            return try queue.read(body)
        } catch {
            throw .persistence(String(describing: error))
        }
    }
}
