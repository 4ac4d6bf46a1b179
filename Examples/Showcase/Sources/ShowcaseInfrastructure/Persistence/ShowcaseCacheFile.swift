import Foundation
import GRDB
import Kumiki
import KumikiGRDB

/// `cache.sqlite`: what the server sent, kept so that lists open offline.
///
/// The cache holds nothing the network cannot give again, so a file that cannot be used is never
/// worth keeping in the way: one that is not a database, fails SQLite's integrity check or holds
/// a cache table of another shape is moved aside (`cache.sqlite.damaged-<time>`), logged once,
/// and a fresh file takes its place, which the next loads fill. Only a file another process holds
/// locked, or one that cannot be written, is left where it is; that run caches in memory.
public enum ShowcaseCacheFile {
    /// How opening went, for the log and the tests.
    public enum Outcome: Equatable, Sendable {
        /// The file opened as it was (or was created).
        case opened
        /// The file could not be used; it was moved to `movedTo` and a fresh one created.
        case rebuilt(movedTo: String, reason: String)
        /// Neither the file nor a fresh one could be used: this run caches in memory.
        case inMemory(reason: String)
    }

    /// Opens the cache at `path`, rebuilding it when it cannot be used; `now` dates the name of a
    /// file moved aside.
    public static func open(
        atPath path: String, now: () -> Date = Date.init, logger: Logger? = nil
    ) -> (store: any CacheStore, outcome: Outcome) {
        let failure: PersistenceFailure
        switch usable(path) {
        case .success(let store):
            return (store, .opened)
        case .failure(let error):
            failure = error
        }
        guard failure.kind != .busy, failure.kind != .readOnly else {
            logger?.warning("the cache cannot be opened; this run caches in memory", metadata: ["path": "\(path)", "error": "\(failure)"])
            return (InMemoryCacheStore(), .inMemory(reason: failure.reason))
        }
        let manager = FileManager.default
        // A pinned clock names every file alike: a number keeps an earlier one from being replaced.
        let stamp = path + ".damaged-" + String(Int(now().timeIntervalSince1970))
        var aside = stamp
        var attempt = 1
        while manager.fileExists(atPath: aside) {
            attempt += 1
            aside = stamp + "-\(attempt)"
        }
        do {
            try manager.moveItem(atPath: path, toPath: aside)
        } catch {
            logger?.error("the cache cannot be used or moved aside; this run caches in memory", metadata: [
                "path": "\(path)", "reason": "\(failure.reason)", "error": "\(error)",
            ])
            return (InMemoryCacheStore(), .inMemory(reason: failure.reason))
        }
        // A journal left beside the old file would be replayed into the new one.
        for suffix in ["-journal", "-wal", "-shm"] {
            try? manager.moveItem(atPath: path + suffix, toPath: aside + suffix)
        }
        switch usable(path) {
        case .success(let store):
            logger?.error("the cache could not be used; it was moved aside and a fresh one is filled from the network", metadata: [
                "path": "\(path)", "movedTo": "\(aside)", "reason": "\(failure.reason)",
            ])
            return (store, .rebuilt(movedTo: aside, reason: failure.reason))
        case .failure(let fresh):
            logger?.error("a fresh cache cannot be created; this run caches in memory", metadata: ["path": "\(path)", "error": "\(fresh)"])
            return (InMemoryCacheStore(), .inMemory(reason: fresh.reason))
        }
    }

    /// The store at `path` once it has shown it can be read: SQLite's quick check passes and its
    /// table answers a lookup.
    private static func usable(_ path: String) -> Result<SQLiteCacheStore, PersistenceFailure> {
        do {
            var configuration = Configuration()
            configuration.busyMode = .timeout(ShowcaseDatabase.busyTimeout)
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            let check = try queue.read { db in try String.fetchOne(db, sql: "PRAGMA quick_check") }
            guard check == "ok" else {
                return .failure(PersistenceFailure(.damaged, "the integrity check answered \(check ?? "nothing")", path: path))
            }
            let store = try SQLiteCacheStore(database: queue)
            _ = try store.entry(forKey: "")
            return .success(store)
        } catch {
            let failure = PersistenceFailure(error, while: "cannot use the cache", path: path)
            // A table of another shape reads as an SQL error, not as damage, but is as useless.
            return .failure(failure.kind == .other ? PersistenceFailure(.damaged, failure.reason, path: path) : failure)
        }
    }
}
