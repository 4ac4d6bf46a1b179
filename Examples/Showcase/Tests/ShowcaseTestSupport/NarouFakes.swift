import Foundation
import Kumiki
import ShowcaseDomain

/// A novel for tests.
package func novel(_ ncode: String, title: String = "組木の家に転生したので") -> Novel {
    Novel(ncode: ncode, title: title, writer: "夜桜 ねこ", synopsis: "あらすじ", genre: .highFantasy,
          keywords: ["異世界転生"], length: 120_000, chapterCount: 42, isCompleted: false,
          lastUpdated: Date(timeIntervalSince1970: 1_700_000_000))
}

/// A ranking for tests: `count` rows, the ones in `deletedRanks` without a novel.
package func ranking(_ type: RankingType, count: Int = 3, deletedRanks: Set<Int> = [], previous: Bool = false,
             loadedAt: Date = Date(timeIntervalSince1970: 1_000), freshness: Ranking.Freshness = .fresh) -> Ranking {
    Ranking(
        period: RankingPeriod(type: type, date: Date(timeIntervalSince1970: 0), isPreviousPeriod: previous),
        entries: (1...count).map { rank in
            let code = String(format: "N%04dAA", rank)
            return RankingEntry(rank: rank, ncode: code, points: 1_000 - rank, novel: deletedRanks.contains(rank) ? nil : novel(code))
        },
        loadedAt: loadedAt, freshness: freshness)
}

/// A ranking use case whose answers the test sets per type, optionally held until released.
package final class FakeRankingUseCase: RankingUseCaseProtocol, @unchecked Sendable {
    /// Creates the double, answering nothing until told to.
    package init() {}

    @Locked package var answers: [RankingType: Result<Ranking, RepositoryError>] = [:]
    @Locked package var stored: [RankingType: Ranking] = [:]
    @Locked package private(set) var requested: [RankingType] = []
    @Locked private var held: [CheckedContinuation<Void, Never>] = []
    @Locked package var holds = false

    package func ranking(of type: RankingType) async throws(RepositoryError) -> Ranking {
        $requested.withLock { $0.append(type) }
        if holds {
            await withCheckedContinuation { continuation in $held.withLock { $0.append(continuation) } }
        }
        let answer = answers[type] ?? .failure(.network(.offline))
        return try answer.get()
    }

    package func storedRanking(of type: RankingType) -> Ranking? {
        stored[type]
    }

    package func releaseAll() {
        holds = false
        let continuations = $held.withLock { held in
            defer { held = [] }
            return held
        }
        continuations.forEach { $0.resume() }
    }
}

/// A search use case whose answers are held per query until the test releases them, in any order.
package final class FakeSearchUseCase: SearchNovelsUseCaseProtocol, @unchecked Sendable {
    /// Creates the double, answering nothing until told to.
    package init() {}

    @Locked private var waiting: [String: [CheckedContinuation<Void, Never>]] = [:]
    @Locked package private(set) var queries: [NovelSearchQuery] = []
    @Locked package var totalCount = 45
    @Locked package var failure: RepositoryError?
    @Locked package var holds = true

    package func search(_ query: NovelSearchQuery) async throws(RepositoryError) -> NovelSearchPage {
        $queries.withLock { $0.append(query) }
        if holds {
            await withCheckedContinuation { continuation in
                $waiting.withLock { $0[key(query), default: []].append(continuation) }
            }
        }
        if let failure { throw failure }
        let totalCount = self.totalCount
        let start = (query.page - 1) * query.pageSize
        let count = max(0, min(query.pageSize, totalCount - start))
        let novels = (0..<count).map { novel(String(format: "N%04dXX", start + $0), title: "\(query.text) \(start + $0)") }
        return NovelSearchPage(query: query, totalCount: totalCount, novels: novels, hasNextPage: start + count < totalCount)
    }

    /// How many searches for `text` (page `page`) wait.
    package func waitingCount(_ text: String, page: Int = 1) -> Int {
        waiting["\(text)#\(page)"]?.count ?? 0
    }

    /// Lets the searches for `text` (page `page`) answer.
    package func release(_ text: String, page: Int = 1) {
        let continuations = $waiting.withLock { $0.removeValue(forKey: "\(text)#\(page)") ?? [] }
        continuations.forEach { $0.resume() }
    }

    private func key(_ query: NovelSearchQuery) -> String { "\(query.text)#\(query.page)" }
}

/// A novel detail use case answering from a table.
package struct FakeNovelDetailUseCase: NovelDetailUseCaseProtocol {
    package var novels: [String: Novel] = [:]
    package var failure: RepositoryError?

    /// A use case that knows `novels` (by code) or fails every load with `failure`.
    package init(novels: [String: Novel] = [:], failure: RepositoryError? = nil) {
        self.novels = novels
        self.failure = failure
    }

    package func novel(_ ncode: String) async throws(RepositoryError) -> Novel {
        if let failure { throw failure }
        guard let novel = novels[ncode.uppercased()] else { throw .network(.notFound) }
        return novel
    }
}

/// A reading list in memory; can refuse writes.
package final class FakeReadingList: ReadingListRepositoryProtocol, @unchecked Sendable {
    /// Creates the double, answering nothing until told to.
    package init() {}

    package let shared = SharedValue<[ReadingListEntry]>([])
    package var refusesWrites = false

    package var entries: AnyPublisher<[ReadingListEntry], Never> { shared.publisher }

    package func contains(_ ncode: String) -> Bool { shared.value.contains { $0.ncode == ncode.uppercased() } }

    package func add(_ novel: Novel) throws(RepositoryError) {
        guard !refusesWrites else { throw .persistence(PersistenceFailure(.full, "disk full")) }
        shared.update { $0.insert(ReadingListEntry(ncode: novel.ncode, title: novel.title, writer: novel.writer, addedAt: Date()), at: 0) }
    }

    package func remove(_ ncode: String) throws(RepositoryError) {
        guard !refusesWrites else { throw .persistence(PersistenceFailure(.full, "disk full")) }
        shared.update { $0.removeAll { $0.ncode == ncode.uppercased() } }
    }
}
