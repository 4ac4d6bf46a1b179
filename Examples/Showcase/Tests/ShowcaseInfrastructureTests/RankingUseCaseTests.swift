import Foundation
import Kumiki
import ShowcaseDomain
import ShowcaseInfrastructure
import ShowcaseServer
import Testing

@Suite("RankingUseCase with the Narou gateways, the fixture backend and the local store", .serialized)
struct RankingUseCaseTests {
    private func makeUseCase(_ live: LiveServer, database: ShowcaseDatabase, now: Date) -> RankingUseCase {
        let requester = NarouRequester(apiClient: live.apiClient())
        return RankingUseCase(
            rankingGateway: NarouRankingGateway(requester: requester),
            novelGateway: NarouNovelGateway(requester: requester),
            store: RankingStore(database: database),
            now: { now })
    }

    @Test("ranking then details, merged: every row kept, deleted novels as placeholders")
    func merged() async throws {
        let now = tokyo(2026, 11, 23, 8)
        try await LiveServer.run(now: now) { live in
            let useCase = makeUseCase(live, database: try ShowcaseDatabase(), now: now)
            let ranking = try await useCase.ranking(of: .daily)
            #expect(ranking.entries.count == 300)
            #expect(ranking.entries.filter { $0.novel == nil }.map(\.rank) == [17, 123, 250])
            #expect(ranking.freshness == .fresh)
            #expect(ranking.entries.allSatisfy { $0.novel == nil || $0.novel?.ncode == $0.ncode })
        }
    }

    @Test("offline, the last stored ranking is shown, stale, with its age; it survives reopening the database")
    func offline() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("showcase.sqlite").path
        let loaded = tokyo(2026, 11, 23, 8)
        try await LiveServer.run(now: loaded) { live in
            _ = try await makeUseCase(live, database: try ShowcaseDatabase(path: path), now: loaded).ranking(of: .weekly)
        }
        try await LiveServer.run(now: loaded) { live in
            live.server.faults.set(Fault(dropsConnection: true), for: "GET /rank/rankget")
            let later = loaded.addingTimeInterval(3 * 3_600)
            let useCase = makeUseCase(live, database: try ShowcaseDatabase(path: path), now: later)
            #expect(useCase.storedRanking(of: .weekly)?.entries.count == 300)
            let ranking = try await useCase.ranking(of: .weekly)
            guard case .stale = ranking.freshness else {
                Issue.record("expected a stale ranking, got \(ranking.freshness)")
                return
            }
            #expect(ranking.age(at: later) == 3 * 3_600)
            #expect(ranking.entries.count == 300)
            await #expect(throws: RepositoryError.self) { try await useCase.ranking(of: .monthly) }
        }
    }
}
