import Kumiki
import ShowcaseDomain

/// Comment counts and bookmarks from the news service.
public struct ArticleEngagementRepository: ArticleEngagementRepositoryProtocol {
    private let requester: any NewsPicksRequesterProtocol

    /// Creates the repository.
    public init(requester: any NewsPicksRequesterProtocol) {
        self.requester = requester
    }

    /// How many comments `articleID` has.
    public func commentCount(of articleID: Article.ID) async throws(RepositoryError) -> Int {
        do {
            return try await requester.commentCount(articleID: articleID).firstValue().count
        } catch {
            throw .network(error)
        }
    }

    /// The bookmarked articles.
    public func bookmarkedIDs() async throws(RepositoryError) -> Set<Article.ID> {
        do {
            return Set(try await requester.bookmarks().firstValue().articleIds)
        } catch {
            throw .network(error)
        }
    }

    /// Bookmarks `articleID`, or removes its bookmark.
    public func setBookmarked(_ isBookmarked: Bool, articleID: Article.ID) async throws(RepositoryError) {
        do {
            try await requester.setBookmarked(isBookmarked, articleID: articleID).firstValue()
        } catch {
            throw .network(error)
        }
    }
}
