import Foundation
import Kumiki
import ShowcaseDomain
import ShowcaseInfrastructure
import Testing

@Suite("ShowcaseDatabase")
struct ShowcaseDatabaseTests {
    private let novel = Novel(
        ncode: "N1000AA", title: "組木の家に転生したので", writer: "夜桜 ねこ", synopsis: "", genre: .highFantasy,
        keywords: [], length: 1, chapterCount: 1, isCompleted: false, lastUpdated: Date(timeIntervalSince1970: 0))

    @Test("the reading list and the ranking store survive reopening the file")
    func persistence() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("showcase.sqlite").path
        do {
            let database = try ShowcaseDatabase(path: path)
            #expect(database.outcome == .opened)
            let list = ReadingListRepository(database: database)
            try list.add(novel)
            try list.add(novel)
            let period = RankingPeriod(type: .daily, date: Date(timeIntervalSince1970: 86_400), isPreviousPeriod: true)
            try RankingStore(database: database).store(
                Ranking(period: period, entries: [RankingEntry(rank: 1, ncode: "N1000AA", points: 9, novel: novel)], loadedAt: Date(timeIntervalSince1970: 100)))
        }
        let reopened = try ShowcaseDatabase(path: path)
        let list = ReadingListRepository(database: reopened)
        #expect(list.contains("n1000aa"))
        let stored = try #require(try RankingStore(database: reopened).ranking(of: .daily))
        #expect(stored.entries.first?.novel == novel)
        #expect(stored.period.isPreviousPeriod)
        try list.remove("N1000AA")
        #expect(!ReadingListRepository(database: try ShowcaseDatabase(path: path)).contains("N1000AA"))
    }

    @Test("a damaged file is moved aside, reported, and replaced by a working database", arguments: [
        Data("this is not a database".utf8),
        Data(repeating: 0xFF, count: 8_192),
        Data("SQLite format 3\0".utf8) + Data(repeating: 0x41, count: 4_096),
    ])
    func damagedFile(contents: Data) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("showcase.sqlite").path
        try contents.write(to: URL(fileURLWithPath: path))
        let database = try ShowcaseDatabase(path: path, now: { Date(timeIntervalSince1970: 1_000) })
        guard case .recoveredFromDamage(let movedTo, _) = database.outcome else {
            Issue.record("the damage was not reported: \(database.outcome)")
            return
        }
        #expect(movedTo == path + ".damaged-1000")
        #expect(FileManager.default.contents(atPath: movedTo) == contents, "the user's file is kept, not lost")
        let list = ReadingListRepository(database: database)
        try list.add(novel)
        #expect(list.contains("N1000AA"))
    }

    @Test("a path that cannot hold a database is a typed error")
    func unusablePath() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocker = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        #expect(throws: RepositoryError.self) { try ShowcaseDatabase(path: blocker.appendingPathComponent("db.sqlite").path) }
    }
}
