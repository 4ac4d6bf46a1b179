#if canImport(SwiftUI)
import Foundation
import Kumiki
import ShowcaseDomain

/// Search for previews: made-up novels whose title or writer contains the text, a page at a time.
struct PreviewSearchNovelsUseCase: SearchNovelsUseCaseProtocol {
    /// Twenty-four novels by three writers, so a search for a writer pages.
    private static let novels: [Novel] = (1...24).map { number in
        let writers = ["木工 太郎", "指物 花子", "建具 次郎"]
        return Novel(
            ncode: String(format: "N%04dSR", number), title: "組木の町の物語 その\(number)", writer: writers[number % writers.count],
            synopsis: "継ぎ手ひとつで家を建てる町の話。", genre: .lowFantasy, keywords: ["組木"], length: 50_000 + number * 700,
            chapterCount: 10 + number, isCompleted: number > 20, lastUpdated: Date(timeIntervalSince1970: 1_764_000_000)
        )
    }

    func search(_ query: NovelSearchQuery) async throws(RepositoryError) -> NovelSearchPage {
        let matches = Self.novels.filter { $0.title.contains(query.text) || $0.writer.contains(query.text) }
        let start = (query.page - 1) * query.pageSize
        let page = Array(matches.dropFirst(start).prefix(query.pageSize))
        return NovelSearchPage(query: query, totalCount: matches.count, novels: page, hasNextPage: start + page.count < matches.count)
    }
}
#endif
