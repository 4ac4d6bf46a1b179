#if canImport(SwiftUI)
import Foundation
import Kumiki
import ShowcaseDomain

/// Rankings for previews: every period answers thirty made-up novels at once.
struct PreviewRankingUseCase: RankingUseCaseProtocol {
    /// The moment every preview ranking is dated.
    private static let date = Date(timeIntervalSince1970: 1_764_000_000)

    func ranking(of type: RankingType) async throws(RepositoryError) -> Ranking {
        let entries = (1...30).map { rank in
            RankingEntry(
                rank: rank, ncode: String(format: "N%04dRK", rank), points: 10_000 - rank * 250,
                novel: Novel(
                    ncode: String(format: "N%04dRK", rank), title: "異世界で組木職人になりました 第\(rank)部", writer: "木工 太郎",
                    synopsis: "釘を一本も使わずに城を建てる職人の物語。", genre: rank.isMultiple(of: 2) ? .highFantasy : .otherworldRomance,
                    keywords: ["職人", "異世界"], length: 120_000 + rank * 1_000, chapterCount: 40 + rank,
                    isCompleted: rank.isMultiple(of: 3), lastUpdated: Self.date
                )
            )
        }
        return Ranking(period: RankingPeriod(type: type, date: Self.date, isPreviousPeriod: false), entries: entries, loadedAt: Self.date)
    }

    func storedRanking(of type: RankingType) -> Ranking? {
        nil
    }
}
#endif
