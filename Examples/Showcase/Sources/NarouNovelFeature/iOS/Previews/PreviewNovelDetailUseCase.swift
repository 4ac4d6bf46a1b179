#if canImport(SwiftUI)
import Foundation
import Kumiki
import ShowcaseDomain

/// Novel details for previews: one finished novel and one still being written.
struct PreviewNovelDetailUseCase: NovelDetailUseCaseProtocol {
    /// The finished novel, which the preview reading list already holds.
    static let finished = Novel(
        ncode: "N0001PV", title: "異世界で組木職人になりました", writer: "木工 太郎",
        synopsis: "釘を一本も使わずに城を建てる職人の物語。", genre: .highFantasy, keywords: ["職人", "異世界"],
        length: 480_000, chapterCount: 120, isCompleted: true, lastUpdated: Date(timeIntervalSince1970: 1_764_000_000)
    )
    /// The novel still being written, on no reading list.
    static let ongoing = Novel(
        ncode: "N0002PV", title: "宮大工の娘は継ぎ手で恋をする", writer: "指物 花子",
        synopsis: "千年続く工房の跡継ぎと、見習いの少年の話。", genre: .otherworldRomance, keywords: ["宮大工"],
        length: 95_000, chapterCount: 23, isCompleted: false, lastUpdated: Date(timeIntervalSince1970: 1_764_086_400)
    )

    func novel(_ ncode: String) async throws(RepositoryError) -> Novel {
        guard let novel = [Self.finished, Self.ongoing].first(where: { $0.ncode == ncode }) else {
            throw .network(.notFound)
        }
        return novel
    }
}
#endif
