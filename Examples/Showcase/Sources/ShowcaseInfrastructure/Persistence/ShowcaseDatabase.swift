import Foundation
import GRDB
import Kumiki
import KumikiGRDB

/// The Showcase's local SQLite database (through GRDB): favourites, the reading list and the
/// last rankings, which a user expects to survive a restart.
///
/// Every write is a transaction, committed with SQLite's rollback journal at full
/// synchronisation, so a process killed mid-burst loses at most the write in progress, never
/// one it reported saved. Two `showcase` processes may share the file: a writer waits up to five
/// seconds for the other's lock (``busyTimeout``) before failing with a `busy` failure.
///
/// Opening never guesses. A file that is not a database or is damaged is moved aside and a new
/// one created (``OpenOutcome/recoveredFromDamage(movedTo:reason:)``); a file or folder that
/// cannot be written is opened read-only (``OpenOutcome/readOnly(reason:)``), so everything saved
/// still shows and writes fail with a `readOnly` failure; a database written by a newer version of
/// the Showcase is refused (a ``Kumiki/PersistenceFailure/Kind/newerFormat`` failure) and left
/// untouched. Every failure is logged with the database's path.
public final class ShowcaseDatabase: Sendable {
    /// How opening went.
    public enum OpenOutcome: Equatable, Sendable {
        /// The database opened (or was created) normally.
        case opened
        /// The file was unusable; it was moved to `movedTo`, and a new database created.
        case recoveredFromDamage(movedTo: String, reason: String)
        /// The file or its folder cannot be written: what is saved can be read, nothing can be changed.
        case readOnly(reason: String)
    }

    /// How long a write waits for another process's lock.
    public static let busyTimeout: TimeInterval = 5

    let writer: any DatabaseWriter
    /// How opening went, for the app to report.
    public let outcome: OpenOutcome
    /// The file, or `nil` in memory.
    public let path: String?
    private let logger: Logger?

    /// An in-memory database, for tests and for runs that must not write files.
    public init(logger: Logger? = nil) throws(RepositoryError) {
        do {
            let queue = try DatabaseQueue()
            try Self.migrator.migrate(queue)
            writer = queue
        } catch {
            throw .persistence(PersistenceFailure(error, while: "cannot create the in-memory database"))
        }
        outcome = .opened
        path = nil
        self.logger = logger
    }

    /// Opens (or creates) the database at `path`, as the type's documentation describes.
    public init(path: String, now: @Sendable () -> Date = { Date() }, logger: Logger? = nil) throws(RepositoryError) {
        self.path = path
        self.logger = logger
        let manager = FileManager.default
        let folder = (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
        try? manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let exists = manager.fileExists(atPath: path)
        // SQLite writes a journal beside the file, so the folder must be writable too.
        let writable = manager.isWritableFile(atPath: folder) && (!exists || manager.isWritableFile(atPath: path))
        do throws(RepositoryError) {
            if !writable {
                guard exists else {
                    throw .persistence(PersistenceFailure(.readOnly, "the folder is read-only, so the database cannot be created", path: path))
                }
                writer = try Self.open(path, readOnly: true)
                outcome = .readOnly(reason: "\(path) or its folder cannot be written")
                logger?.warning("the database is read-only: changes will not be saved", metadata: ["path": "\(path)"])
                return
            }
            do throws(RepositoryError) {
                writer = try Self.open(path, readOnly: false)
                outcome = .opened
            } catch {
                guard case .persistence(let failure) = error, failure.kind == .damaged else { throw error }
                let aside = path + ".damaged-" + String(Int(now().timeIntervalSince1970))
                do {
                    try manager.moveItem(atPath: path, toPath: aside)
                    try? manager.moveItem(atPath: path + "-journal", toPath: aside + "-journal")
                } catch let moving {
                    throw .persistence(PersistenceFailure(.damaged, "the database is damaged (\(failure.reason)) and cannot be moved aside: \(moving)", path: path))
                }
                writer = try Self.open(path, readOnly: false)
                outcome = .recoveredFromDamage(movedTo: aside, reason: failure.reason)
                logger?.error("the database was damaged; it was moved aside and a new one created", metadata: [
                    "path": "\(path)", "movedTo": "\(aside)", "reason": "\(failure.reason)",
                ])
            }
        } catch {
            logger?.error("the database cannot be opened", metadata: ["path": "\(path)", "error": "\(error)"])
            throw error
        }
    }

    private static func open(_ path: String, readOnly: Bool) throws(RepositoryError) -> DatabaseQueue {
        var configuration = Configuration()
        configuration.readonly = readOnly
        configuration.busyMode = .timeout(busyTimeout)
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            // One read: another showcase may be creating this file's tables at this moment, and
            // separate reads could see them half made (GRDB's table missing, then present).
            let state = try queue.read { db -> (check: String?, isNewer: Bool, isComplete: Bool) in
                // Opening succeeds on any file; reading is what finds one that is not a database.
                let check = try String.fetchOne(db, sql: "PRAGMA quick_check")
                // As in `migrate(sharedDatabase:)`: a statement on the schema table brings this
                // read's view of the schema up to date before GRDB's questions about its tables.
                _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master")
                guard check == "ok" else { return (check, false, false) }
                return (check, try migrator.hasBeenSuperseded(db), try migrator.hasCompletedMigrations(db))
            }
            guard state.check == "ok" else {
                throw PersistenceFailure(.damaged, "the integrity check answered \(state.check ?? "nothing")", path: path)
            }
            if state.isNewer {
                throw PersistenceFailure(.newerFormat, "the database was written by a newer version of the Showcase", path: path)
            }
            if readOnly {
                guard state.isComplete else {
                    throw PersistenceFailure(.readOnly, "the database needs updating, and it cannot be written", path: path)
                }
            } else if !state.isComplete {
                // Another showcase may be creating the same file at this moment.
                try migrator.migrate(sharedDatabase: queue)
            }
            return queue
        } catch {
            throw .persistence(PersistenceFailure(error, while: "cannot open the database", path: path))
        }
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

    /// Runs `body` in a write transaction; a failure is a typed ``Kumiki/PersistenceFailure``
    /// (read-only, full, busy…), logged with the database's path.
    func write<T>(_ body: (Database) throws -> T) throws(RepositoryError) -> T {
        do {
            return try writer.write(body)
        } catch {
            throw failure(error, while: "cannot save")
        }
    }

    /// Runs `body` with read access; a failure is typed and logged as for ``write(_:)``.
    func read<T>(_ body: (Database) throws -> T) throws(RepositoryError) -> T {
        do {
            return try writer.read(body)
        } catch {
            throw failure(error, while: "cannot read")
        }
    }

    private func failure(_ error: any Error, while operation: String) -> RepositoryError {
        let failure = PersistenceFailure(error, while: operation, path: path)
        logger?.error("\(operation): \(failure.kind)", metadata: ["path": "\(path ?? ":memory:")", "error": "\(error)"])
        return .persistence(failure)
    }
}
