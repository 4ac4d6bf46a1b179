import Foundation
import GRDB
import Kumiki
import ShowcaseDomain

/// The last ranking of each type in the local database, for offline display and the next launch.
public struct RankingStore: RankingStoreProtocol {
    private let database: ShowcaseDatabase

    /// Creates a store in `database`.
    public init(database: ShowcaseDatabase) {
        self.database = database
    }

    /// The stored ranking of `type`; a snapshot that no longer decodes counts as none.
    public func ranking(of type: RankingType) throws(RepositoryError) -> Ranking? {
        let payload = try database.read { db in
            try Data.fetchOne(db, sql: "SELECT payload FROM ranking_snapshot WHERE type = ?", arguments: [type.rawValue])
        }
        return payload.flatMap { try? JSONDecoder().decode(Ranking.self, from: $0) }
    }

    /// Replaces the stored ranking of its type.
    public func store(_ ranking: Ranking) throws(RepositoryError) {
        var stored = ranking
        stored.freshness = .fresh
        let payload: Data
        do {
            payload = try JSONEncoder().encode(stored)
        } catch {
            throw .persistence("cannot encode the ranking: \(error)")
        }
        try database.write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO ranking_snapshot (type, payload, loaded_at) VALUES (?, ?, ?)",
                arguments: [ranking.period.type.rawValue, payload, ranking.loadedAt.timeIntervalSince1970])
        }
    }
}
