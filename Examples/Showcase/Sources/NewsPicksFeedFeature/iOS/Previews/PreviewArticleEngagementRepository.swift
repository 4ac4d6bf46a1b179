#if canImport(SwiftUI)
import Kumiki
import ShowcaseDomain

/// Comment counts and bookmarks for previews: counts from the article's identifier, the
/// first article bookmarked, every change accepted.
struct PreviewArticleEngagementRepository: ArticleEngagementRepositoryProtocol {
    func commentCount(of articleID: Article.ID) async throws(RepositoryError) -> Int {
        articleID % 40
    }

    func bookmarkedIDs() async throws(RepositoryError) -> Set<Article.ID> {
        Set(PreviewNewsFeedRepository.articles(in: .top).prefix(1).map(\.id))
    }

    func setBookmarked(_ isBookmarked: Bool, articleID: Article.ID) async throws(RepositoryError) {}
}
#endif
