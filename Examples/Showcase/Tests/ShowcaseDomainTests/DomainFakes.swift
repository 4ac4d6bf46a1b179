import Foundation
import Kumiki
import ShowcaseDomain

/// A ranking gateway answering from a table, counting its calls.
final class TableRankingGateway: RankingGatewayProtocol, @unchecked Sendable {
    private let answers: [RankingType: Result<RankingList, RepositoryError>]
    @Locked private(set) var asked: [(RankingType, Date)] = []

    init(_ answers: [RankingType: Result<RankingList, RepositoryError>]) {
        self.answers = answers
    }

    func ranking(_ type: RankingType, at date: Date) async throws(RepositoryError) -> RankingList {
        $asked.withLock { $0.append((type, date)) }
        return try (answers[type] ?? .failure(.network(.offline))).get()
    }
}

/// A novel gateway that knows some novels and remembers every code and query asked for.
final class TableNovelGateway: NovelGatewayProtocol, @unchecked Sendable {
    let novels: [Novel]
    @Locked var failure: RepositoryError?
    @Locked private(set) var askedCodes: [[String]] = []
    @Locked private(set) var queries: [NovelSearchQuery] = []

    init(novels: [Novel], failure: RepositoryError? = nil) {
        self.novels = novels
        self.failure = failure
    }

    func novels(withCodes ncodes: [String]) async throws(RepositoryError) -> [Novel] {
        $askedCodes.withLock { $0.append(ncodes) }
        if let failure { throw failure }
        let wanted = Set(ncodes.map { $0.uppercased() })
        return novels.filter { wanted.contains($0.ncode.uppercased()) }
    }

    func search(_ query: NovelSearchQuery) async throws(RepositoryError) -> NovelSearchPage {
        $queries.withLock { $0.append(query) }
        if let failure { throw failure }
        return NovelSearchPage(query: query, totalCount: novels.count, novels: novels, hasNextPage: false)
    }
}

/// A ranking store in memory that can refuse to read or to write.
final class MemoryRankingStore: RankingStoreProtocol, @unchecked Sendable {
    @Locked private var rankings: [RankingType: Ranking] = [:]
    @Locked var readFailure: RepositoryError?
    @Locked var writeFailure: RepositoryError?

    func ranking(of type: RankingType) throws(RepositoryError) -> Ranking? {
        if let readFailure { throw readFailure }
        return rankings[type]
    }

    func store(_ ranking: Ranking) throws(RepositoryError) {
        if let writeFailure { throw writeFailure }
        $rankings.withLock { $0[ranking.period.type] = ranking }
    }
}

/// A novel with the fields the Domain's rules look at.
func novel(_ ncode: String, title: String = "組木の家") -> Novel {
    Novel(ncode: ncode, title: title, writer: "夜桜 ねこ", synopsis: "あらすじ", genre: .highFantasy,
          keywords: [], length: 1_000, chapterCount: 3, isCompleted: false, lastUpdated: Date(timeIntervalSince1970: 0))
}

/// A ranking list of `codes`, ranked in order.
func rankingList(_ type: RankingType, codes: [String]) -> RankingList {
    RankingList(
        period: RankingPeriod(type: type, date: Date(timeIntervalSince1970: 86_400), isPreviousPeriod: false),
        entries: codes.enumerated().map { RankingEntry(rank: $0.offset + 1, ncode: $0.element, points: 100 - $0.offset, novel: nil) })
}
