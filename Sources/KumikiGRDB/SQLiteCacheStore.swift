import Foundation
import GRDB
import Kumiki

/// A `CacheStore` in a SQLite database, through GRDB: cached
/// Repository data that survives relaunches.
///
/// ```swift
/// let cache = try SQLiteCacheStore(path: cachesFolder.appendingPathComponent("cache.sqlite").path)
/// let ranking = CachedResource(maxAge: .seconds(600), cache: cache, key: "ranking.daily") {
///     try await requester.dailyRanking()
/// }
/// ```
///
/// Shipped as its own product, `KumikiGRDB`, so apps that do not want GRDB do
/// not link it. The table is `kumiki_cache`; it is created on first open.
public final class SQLiteCacheStore: CacheStore, @unchecked Sendable {
    private let database: DatabaseQueue
    private let path: String?

    /// Opens (or creates) the cache database at `path`.
    ///
    /// Other processes may use the same file: a write waits up to five seconds for another
    /// process's lock, and two processes creating the file together both succeed.
    public convenience init(path: String) throws(RepositoryError) {
        let queue: DatabaseQueue
        do {
            var configuration = Configuration()
            configuration.busyMode = .timeout(5)
            queue = try DatabaseQueue(path: path, configuration: configuration)
        } catch {
            throw .persistence(PersistenceFailure(error, while: "cannot open the cache database", path: path))
        }
        try self.init(database: queue)
    }

    /// Uses an existing GRDB queue, e.g. `DatabaseQueue()` in memory for tests.
    public init(database: DatabaseQueue) throws(RepositoryError) {
        self.database = database
        path = database.path == ":memory:" || database.path.isEmpty ? nil : database.path
        var migrator = DatabaseMigrator()
        migrator.registerMigration("kumiki_cache_v1") { db in
            try db.create(table: "kumiki_cache") { table in
                table.primaryKey("key", .text)
                table.column("data", .blob).notNull()
                table.column("stored_at", .double).notNull()
            }
        }
        do {
            try migrator.migrate(sharedDatabase: database)
        } catch {
            throw .persistence(PersistenceFailure(error, while: "cannot prepare the cache table", path: path))
        }
    }

    /// The stored entry.
    public func entry(forKey key: String) throws(RepositoryError) -> CacheEntry? {
        do {
            return try database.read { db in
                try Row.fetchOne(db, sql: "SELECT data, stored_at FROM kumiki_cache WHERE key = ?", arguments: [key])
                    .map { row in
                        CacheEntry(data: row["data"], storedAt: Date(timeIntervalSince1970: row["stored_at"]))
                    }
            }
        } catch {
            throw .persistence(PersistenceFailure(error, while: "cannot read cache entry \(key)", path: path))
        }
    }

    /// Stores an entry, replacing the previous one.
    public func store(_ data: Data, forKey key: String, at date: Date) throws(RepositoryError) {
        do {
            try database.write { db in
                try db.execute(
                    sql: "INSERT OR REPLACE INTO kumiki_cache (key, data, stored_at) VALUES (?, ?, ?)",
                    arguments: [key, data, date.timeIntervalSince1970]
                )
            }
        } catch {
            throw .persistence(PersistenceFailure(error, while: "cannot write cache entry \(key)", path: path))
        }
    }

    /// Removes an entry.
    public func removeValue(forKey key: String) throws(RepositoryError) {
        do {
            try database.write { db in
                try db.execute(sql: "DELETE FROM kumiki_cache WHERE key = ?", arguments: [key])
            }
        } catch {
            throw .persistence(PersistenceFailure(error, while: "cannot remove cache entry \(key)", path: path))
        }
    }

    /// Removes every entry.
    public func removeAll() throws(RepositoryError) {
        do {
            try database.write { db in try db.execute(sql: "DELETE FROM kumiki_cache") }
        } catch {
            throw .persistence(PersistenceFailure(error, while: "cannot clear the cache", path: path))
        }
    }
}
