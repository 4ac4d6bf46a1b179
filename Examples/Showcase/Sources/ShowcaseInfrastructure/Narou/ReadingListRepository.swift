import Foundation
import GRDB
import Kumiki
import ShowcaseDomain

/// The reading list in the local database, with an in-memory copy every screen observes.
public final class ReadingListRepository: ReadingListRepositoryProtocol {
    private let database: ShowcaseDatabase
    private let shared: SharedValue<[ReadingListEntry]>
    private let now: @Sendable () -> Date

    /// Loads the saved list from `database`; an unreadable table starts empty.
    public init(database: ShowcaseDatabase, now: @escaping @Sendable () -> Date = { Date() }) {
        self.database = database
        self.now = now
        shared = SharedValue((try? Self.load(database)) ?? [])
    }

    /// The saved novels, newest first.
    public var entries: AnyPublisher<[ReadingListEntry], Never> {
        shared.publisher
    }

    /// Whether `ncode` is saved.
    public func contains(_ ncode: String) -> Bool {
        shared.value.contains { $0.ncode == ncode.uppercased() }
    }

    /// Saves `novel`, once.
    public func add(_ novel: Novel) throws(RepositoryError) {
        let entry = ReadingListEntry(ncode: novel.ncode.uppercased(), title: novel.title, writer: novel.writer, addedAt: now())
        try database.write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO reading_list (ncode, title, writer, added_at) VALUES (?, ?, ?, ?)",
                arguments: [entry.ncode, entry.title, entry.writer, entry.addedAt.timeIntervalSince1970])
        }
        shared.update { list in
            list.removeAll { $0.ncode == entry.ncode }
            list.insert(entry, at: 0)
        }
    }

    /// Removes `ncode`.
    public func remove(_ ncode: String) throws(RepositoryError) {
        let code = ncode.uppercased()
        try database.write { db in
            try db.execute(sql: "DELETE FROM reading_list WHERE ncode = ?", arguments: [code])
        }
        shared.update { $0.removeAll { $0.ncode == code } }
    }

    private static func load(_ database: ShowcaseDatabase) throws(RepositoryError) -> [ReadingListEntry] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT ncode, title, writer, added_at FROM reading_list ORDER BY added_at DESC, ncode")
                .map { row in
                    ReadingListEntry(
                        ncode: row["ncode"], title: row["title"], writer: row["writer"],
                        addedAt: Date(timeIntervalSince1970: row["added_at"]))
                }
        }
    }
}
