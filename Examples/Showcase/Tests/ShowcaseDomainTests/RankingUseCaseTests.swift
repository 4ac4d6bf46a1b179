import Foundation
import Kumiki
import ShowcaseDomain
import Testing

@Suite("RankingUseCase: the merge and fallback rules (NaroViewer)")
struct RankingUseCaseTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test("rank, points and novel merged by code in any letter case; a novel the details call does not know stays a placeholder row")
    func merge() async throws {
        let gateway = TableRankingGateway([.daily: .success(rankingList(.daily, codes: ["N0001AA", "n0002aa", "N0003AA"]))])
        let novels = TableNovelGateway(novels: [novel("N0001AA"), novel("N0002AA")])
        let useCase = RankingUseCase(rankingGateway: gateway, novelGateway: novels, store: MemoryRankingStore(), now: { now })
        let ranking = try await useCase.ranking(of: .daily)
        #expect(ranking.entries.map(\.rank) == [1, 2, 3])
        #expect(ranking.entries.map(\.novel?.ncode) == ["N0001AA", "N0002AA", nil])
        #expect(ranking.loadedAt == now)
        #expect(ranking.freshness == .fresh)
        #expect(novels.askedCodes == [["N0001AA", "n0002aa", "N0003AA"]], "one details call for the whole ranking")
        #expect(gateway.asked.map(\.1) == [now], "the ranking is asked for at the use case's clock")
    }

    @Test("a fresh ranking is stored; when the network fails the stored one comes back marked stale with the reason")
    func staleFallback() async throws {
        let store = MemoryRankingStore()
        let online = RankingUseCase(
            rankingGateway: TableRankingGateway([.weekly: .success(rankingList(.weekly, codes: ["N0001AA"]))]),
            novelGateway: TableNovelGateway(novels: [novel("N0001AA")]), store: store, now: { now })
        let fresh = try await online.ranking(of: .weekly)
        let offline = RankingUseCase(
            rankingGateway: TableRankingGateway([.weekly: .failure(.network(.offline))]),
            novelGateway: TableNovelGateway(novels: []), store: store, now: { now.addingTimeInterval(3_600) })
        let stale = try await offline.ranking(of: .weekly)
        #expect(stale.entries == fresh.entries)
        #expect(stale.loadedAt == fresh.loadedAt, "the age stays the stored ranking's")
        #expect(stale.freshness == .stale(reason: RepositoryError.network(.offline).description))
    }

    @Test("with nothing stored, the failure reaches the caller; a cancelled load never falls back")
    func failures() async throws {
        let useCase = RankingUseCase(
            rankingGateway: TableRankingGateway([.monthly: .failure(.network(.timeout))]),
            novelGateway: TableNovelGateway(novels: []), store: MemoryRankingStore(), now: { now })
        await #expect(throws: RepositoryError.network(.timeout)) { try await useCase.ranking(of: .monthly) }

        let store = MemoryRankingStore()
        try store.store(Ranking(period: rankingList(.daily, codes: []).period, entries: [], loadedAt: now))
        let cancelled = RankingUseCase(
            rankingGateway: TableRankingGateway([.daily: .failure(.network(.cancelled))]),
            novelGateway: TableNovelGateway(novels: []), store: store, now: { now })
        await #expect(throws: RepositoryError.network(.cancelled)) { try await cancelled.ranking(of: .daily) }
    }

    @Test("a store that cannot write does not hide a ranking that loaded; one that cannot read counts as empty")
    func brokenStore() async throws {
        let store = MemoryRankingStore()
        store.writeFailure = .persistence("disk full")
        store.readFailure = .persistence("damaged")
        let useCase = RankingUseCase(
            rankingGateway: TableRankingGateway([.quarterly: .success(rankingList(.quarterly, codes: ["N0009ZZ"]))]),
            novelGateway: TableNovelGateway(novels: [novel("N0009ZZ")]), store: store, now: { now })
        #expect(try await useCase.ranking(of: .quarterly).entries.count == 1)
        #expect(useCase.storedRanking(of: .quarterly) == nil)
    }
}
