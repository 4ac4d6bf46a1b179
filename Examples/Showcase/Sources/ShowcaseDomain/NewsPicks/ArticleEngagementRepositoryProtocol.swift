import Kumiki

/// What readers do with articles, kept by the news service: comment counts, shown lazily per
/// row, and bookmarks.
public protocol ArticleEngagementRepositoryProtocol: Sendable {
    /// How many comments `articleID` has.
    func commentCount(of articleID: Article.ID) async throws(RepositoryError) -> Int
    /// The articles the reader bookmarked.
    func bookmarkedIDs() async throws(RepositoryError) -> Set<Article.ID>
    /// Bookmarks `articleID`, or removes its bookmark.
    func setBookmarked(_ isBookmarked: Bool, articleID: Article.ID) async throws(RepositoryError)
}
