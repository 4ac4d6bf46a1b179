#if canImport(SwiftUI)
import Kumiki
import ShowcaseDomain
import ShowcaseUIComponents

/// Search for previews: the fixture novels whose title contains the text, a page at a time.
struct PreviewSearchNovelsUseCase: SearchNovelsUseCaseProtocol {
    func search(_ query: NovelSearchQuery) async throws(RepositoryError) -> NovelSearchPage {
        let matches = PreviewFixtures.novels.filter { $0.title.contains(query.text) || $0.writer.contains(query.text) }
        let start = (query.page - 1) * query.pageSize
        let page = Array(matches.dropFirst(start).prefix(query.pageSize))
        return NovelSearchPage(query: query, totalCount: matches.count, novels: page, hasNextPage: start + page.count < matches.count)
    }
}
#endif
