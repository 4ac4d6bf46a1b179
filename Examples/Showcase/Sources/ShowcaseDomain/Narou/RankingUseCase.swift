import Foundation
import Kumiki

/// Chains the ranking call and the novel-details call, merges rank, points and
/// novel data, and keeps the last ranking for offline display.
///
/// Rows whose novel is unknown to the details call (deleted after it ranked) are
/// kept with `novel == nil`, so the screen shows a placeholder instead of
/// silently renumbering the ranking. A failed network load falls back to the
/// stored ranking, marked stale; with nothing stored, the error reaches the screen.
public struct RankingUseCase: RankingUseCaseProtocol {
    private let rankingGateway: any RankingGatewayProtocol
    private let novelGateway: any NovelGatewayProtocol
    private let store: any RankingStoreProtocol
    private let now: @Sendable () -> Date

    /// Creates the use case from its gateways and store; `now` is the clock.
    public init(
        rankingGateway: any RankingGatewayProtocol,
        novelGateway: any NovelGatewayProtocol,
        store: any RankingStoreProtocol,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.rankingGateway = rankingGateway
        self.novelGateway = novelGateway
        self.store = store
        self.now = now
    }

    /// The ranking of `type`, fresh or stored.
    public func ranking(of type: RankingType) async throws(RepositoryError) -> Ranking {
        do throws(RepositoryError) {
            let ranking = try await freshRanking(of: type)
            // A store that cannot write must not hide a ranking that loaded.
            try? store.store(ranking)
            return ranking
        } catch {
            guard error != .network(.cancelled), var stored = storedRanking(of: type) else { throw error }
            stored.freshness = .stale(reason: error.description)
            return stored
        }
    }

    /// The stored ranking of `type`, unreadable stores counting as empty.
    public func storedRanking(of type: RankingType) -> Ranking? {
        (try? store.ranking(of: type)) ?? nil
    }

    private func freshRanking(of type: RankingType) async throws(RepositoryError) -> Ranking {
        let list = try await rankingGateway.ranking(type, at: now())
        let novels = try await novelGateway.novels(withCodes: list.entries.map(\.ncode))
        let byCode = Dictionary(novels.map { ($0.ncode.uppercased(), $0) }, uniquingKeysWith: { first, _ in first })
        let entries = list.entries.map { entry in
            RankingEntry(rank: entry.rank, ncode: entry.ncode, points: entry.points, novel: byCode[entry.ncode.uppercased()])
        }
        return Ranking(period: list.period, entries: entries, loadedAt: now(), freshness: .fresh)
    }
}
