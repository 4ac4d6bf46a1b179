import Foundation
import GRDB
import Testing

/// The local database under faults, through the real `showcase` binary: a damaged file, a
/// read-only one, one from a newer version, two processes on one folder, and `kill -9` in the
/// middle of a burst of writes. Nothing crashes, and nothing the screen said was saved is lost.
@Suite("Storage faults, through the real binary", .serialized)
struct StorageFaultTests {
    /// A data folder for one test.
    private final class DataFolder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("showcase-faults-\(UUID().uuidString)")
        var database: String { url.appendingPathComponent("showcase.sqlite").path }

        init() throws {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }

        deinit {
            chmod(url.path, 0o755)
            chmod(database, 0o644)
            try? FileManager.default.removeItem(at: url)
        }

        func arguments(_ more: [String] = []) -> [String] {
            ["--data", url.path, "--now", ShowcaseProcess.pinnedNow, "--script", "-"] + more
        }

        func contents() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: url.path)
        }
    }

    /// The script that favourites the products in rows `rows` of the minne list, printing a
    /// frame named `saved` after each favourite shows as saved.
    private static func favouriting(rows: Range<Int>) -> String {
        var lines = ["key tab 3", "wait-for ¥"]
        lines += Array(repeating: "key down", count: rows.lowerBound)
        for _ in rows {
            lines += ["key enter", "wait-for 作家", "type f", "wait-for ♥ お気に入りに入っています", "frame saved", "key esc", "wait-for ¥", "key down"]
        }
        return lines.joined(separator: "\n")
    }

    /// The minne list's rows as a second launch shows them.
    private static func productRows(_ folder: DataFolder) async throws -> [Substring] {
        let outcome = try await ShowcaseProcess.run(folder.arguments(), input: "key tab 3\nwait-for ¥\nframe products\n")
        #expect(outcome.status == 0, "\(outcome.standardError)")
        return outcome.standardOutput.split(separator: "\n").filter { $0.contains("¥") }
    }

    @Test("a damaged database is moved aside; the notice shows on every tab until Esc, and in the log")
    func damaged() async throws {
        let folder = try DataFolder()
        try Data(String(repeating: "組木 not a database ", count: 300).utf8).write(to: URL(fileURLWithPath: folder.database))
        let outcome = try await ShowcaseProcess.run(folder.arguments(), input: """
            frame first
            key tab
            frame second
            key esc
            frame dismissed
            """)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let frames = outcome.standardOutput.components(separatedBy: "──── ")
        let notice = "保存データが壊れていたため新しく作り直しました"
        #expect(frames.first { $0.hasPrefix("first") }?.contains(notice) == true)
        #expect(frames.first { $0.hasPrefix("second") }?.contains(notice) == true, "still there on another tab")
        #expect(frames.first { $0.hasPrefix("dismissed") }?.contains(notice) == false)
        #expect(try folder.contents().contains { $0.hasPrefix("showcase.sqlite.damaged-") }, "the damaged file is kept")
        let log = try String(contentsOf: folder.url.appendingPathComponent("showcase.log"), encoding: .utf8)
        #expect(log.contains("the database was damaged"))
        #expect(log.contains(folder.database))
    }

    @Test("a cache.sqlite that cannot be used is moved aside once, and the next loads fill a fresh one that opens offline",
          arguments: ["garbage", "wrong table"])
    func damagedCache(damage: String) async throws {
        let folder = try DataFolder()
        let cache = folder.url.appendingPathComponent("cache.sqlite")
        if damage == "garbage" {
            try Data(String(repeating: "組木 not a cache ", count: 300).utf8).write(to: cache)
        } else {
            // A real database whose table has another shape: it opens, and every read fails.
            try await DatabaseQueue(path: cache.path).write { db in
                try db.execute(sql: "CREATE TABLE kumiki_cache (key TEXT PRIMARY KEY)")
                try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('kumiki_cache_v1')")
            }
        }
        let online = try await ShowcaseProcess.run(folder.arguments(), input: "key tab 3\nwait-for 天然石ブレスレット（生成り）\n")
        #expect(online.status == 0, "\(online.standardError)")
        #expect(try folder.contents().contains { $0.hasPrefix("cache.sqlite.damaged-") }, "the unusable file is kept aside")
        let stored = try await DatabaseQueue(path: cache.path).read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM kumiki_cache") }
        #expect((stored ?? 0) > 0, "the fresh cache holds what the list loaded")

        let offline = try await ShowcaseProcess.run(
            folder.arguments(["--server", "http://127.0.0.1:9"]), input: "key tab 3\nwait-for オフライン\nframe products\n")
        #expect(offline.status == 0, "\(offline.standardError)")
        #expect(offline.standardOutput.contains("天然石ブレスレット（生成り）"), "the page opens from the rebuilt cache")
        let log = try String(contentsOf: folder.url.appendingPathComponent("showcase.log"), encoding: .utf8)
        let rebuilt = "the cache could not be used; it was moved aside"
        #expect(log.components(separatedBy: rebuilt).count == 2, "logged once, not on every start")
        #expect(!log.contains("the cache cannot be opened"))
    }

    @Test("a database from a newer version is refused with exit 1 and left exactly as it was")
    func newerVersion() async throws {
        let folder = try DataFolder()
        let first = try await ShowcaseProcess.run(folder.arguments(), input: "frame start\n")
        #expect(first.status == 0, "\(first.standardError)")
        try await DatabaseQueue(path: folder.database).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v2-from-the-future')")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: folder.database))
        let refused = try await ShowcaseProcess.run(folder.arguments(), input: "frame start\n")
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("新しいバージョンの Showcase で作られたため開けません"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.database)) == before, "never migrated down, never replaced")
        #expect(try !folder.contents().contains { $0.contains("damaged") })
    }

    @Test("a read-only database still shows what was saved, and says plainly that changes cannot be saved")
    func readOnly() async throws {
        let folder = try DataFolder()
        let saved = try await ShowcaseProcess.run(folder.arguments(), input: Self.favouriting(rows: 0..<1))
        #expect(saved.status == 0, "\(saved.standardError)")
        let before = try Data(contentsOf: URL(fileURLWithPath: folder.database))
        chmod(folder.database, 0o444)
        chmod(folder.url.path, 0o555)
        // Root writes through any permission: run as nobody, as a user would meet a read-only folder.
        let arguments = folder.arguments()
        let outcome: ShowcaseProcess.Outcome
        let script = """
            frame start
            key esc
            key tab 3
            wait-for ¥
            frame list
            key down
            key enter
            wait-for 作家
            type f
            wait-for 読み取り専用のため、変更を保存
            frame refused
            """
        if getuid() == 0 {
            outcome = try await ShowcaseProcess.run(
                ["--reuid=65534", "--regid=65534", "--clear-groups", "--", ShowcaseProcess.executable.path] + arguments,
                input: script, executable: URL(fileURLWithPath: "/usr/bin/setpriv"))
        } else {
            outcome = try await ShowcaseProcess.run(arguments, input: script)
        }
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let frames = outcome.standardOutput.components(separatedBy: "──── ")
        #expect(frames.first { $0.hasPrefix("start") }?.contains("保存データが読み取り専用のため、変更は保存されません（保存済み") == true)
        #expect(frames.first { $0.hasPrefix("list") }?.contains("› ♥ ") == true, "the saved favourite still shows")
        #expect(frames.first { $0.hasPrefix("refused") }?.contains("お気に入りに追加できませんでした。保存先が読み取り専用のため") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.database)) == before, "nothing was changed or lost")
    }

    @Test("two showcase processes on one data folder both save, and a third launch sees all of it")
    func twoProcesses() async throws {
        let folder = try DataFolder()
        let first = try RunningShowcase(folder.arguments(), input: Self.favouriting(rows: 0..<3))
        let second = try RunningShowcase(folder.arguments(), input: Self.favouriting(rows: 3..<6))
        #expect(await first.waitForExit() == 0)
        #expect(await second.waitForExit() == 0)
        #expect(first.count(linesStartingWith: "──── saved") == 3)
        #expect(second.count(linesStartingWith: "──── saved") == 3)
        let rows = try await Self.productRows(folder)
        #expect(rows.prefix(6).allSatisfy { $0.contains("♥") }, "\(rows.prefix(6))")
    }

    @Test("kill -9 during a burst of favourites: the database opens, passes the integrity check, and every favourite shown as saved is there")
    func killedMidBurst() async throws {
        let folder = try DataFolder()
        let burst = try RunningShowcase(folder.arguments(), input: Self.favouriting(rows: 0..<12))
        let sawSome = await burst.wait(upTo: 60) { $0.count(linesStartingWith: "──── saved") >= 4 }
        burst.kill()
        #expect(sawSome)
        let saved = burst.count(linesStartingWith: "──── saved")
        #expect(saved < 12, "killed before the script finished")
        let check = try await DatabaseQueue(path: folder.database).read { db in
            (try String.fetchOne(db, sql: "PRAGMA integrity_check"), try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM favorite") ?? 0)
        }
        #expect(check.0 == "ok")
        #expect(check.1 >= saved, "\(check.1) favourites stored, \(saved) shown as saved")
        let rows = try await Self.productRows(folder)
        #expect(rows.prefix(saved).allSatisfy { $0.contains("♥") }, "\(rows.prefix(saved))")
    }
}
