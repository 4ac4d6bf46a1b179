import Kumiki
import KumikiStore
import ShowcaseDomain

/// One row of the NewsPicks feed as a feature of its own: the article, whether it was read,
/// its bookmark, and its comment count, loaded when the row first appears.
///
/// The feed runs one per article through `forEach`: a row's view observes only its row's
/// store, so reading one article or bookmarking it redraws that row alone, and the comment
/// count a row is loading is cancelled when the row leaves the list (a tab switch, a refresh).
/// Saving a bookmark must outlive the row, so the feed, not the row, runs that request.
public struct ArticleRow: Reducer {
    /// One article's row.
    public struct State: Equatable, Identifiable, Sendable {
        /// The article.
        public var article: Article
        /// Whether the reader opened it.
        public var isRead = false
        /// Whether it is bookmarked (as far as the screen knows: set at once, undone if the save fails).
        public var isBookmarked = false
        /// Whether a bookmark change is being saved.
        public var isSavingBookmark = false
        /// Whether the last bookmark change could not be saved.
        public var bookmarkFailed = false
        /// How many comments it has, once loaded.
        public var commentCount: Int?
        /// Whether the comment count is loading.
        public var isLoadingComments = false

        /// The row's identity: its article's.
        public var id: Article.ID { article.id }

        /// A row for `article`, unread, bookmarked if `isBookmarked`.
        public init(article: Article, isBookmarked: Bool = false) {
            self.article = article
            self.isBookmarked = isBookmarked
        }

        /// What the row's comment column says: the count, `…` while loading, nothing before.
        public var commentText: String {
            if let commentCount { return "\(commentCount)件" }
            return isLoadingComments ? "…" : ""
        }
    }

    /// Everything that can happen to one row.
    public enum Action: Equatable, Sendable {
        /// The row came into view: the feed logs the impression and may load the next page; the
        /// row loads its comment count the first time.
        case appeared
        /// The row was tapped: it is read; the feed opens the article.
        case tapped
        /// The bookmark button: flips the bookmark at once; the feed saves it.
        case bookmarkTapped
        /// The comment count arrived (or failed).
        case commentCountLoaded(Result<Int, RepositoryError>)
    }

    private enum CancelID { case comments }

    private let engagement: any ArticleEngagementRepositoryProtocol

    /// Creates the row's logic over the service that counts comments.
    public init(engagement: any ArticleEngagementRepositoryProtocol) {
        self.engagement = engagement
    }

    /// Handles `action`.
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .appeared:
            guard state.commentCount == nil, !state.isLoadingComments else { return .none }
            state.isLoadingComments = true
            let (engagement, id) = (self.engagement, state.id)
            return .run { send in
                do {
                    await send(.commentCountLoaded(.success(try await engagement.commentCount(of: id))))
                } catch {
                    await send(.commentCountLoaded(.failure(RepositoryError(error))))
                }
            }
            .cancellable(id: CancelID.comments, cancelInFlight: true)

        case .tapped:
            state.isRead = true
            return .none

        case .bookmarkTapped:
            guard !state.isSavingBookmark else { return .none }
            state.isBookmarked.toggle()
            state.isSavingBookmark = true
            state.bookmarkFailed = false
            return .none

        case .commentCountLoaded(.success(let count)):
            state.isLoadingComments = false
            state.commentCount = count
            return .none

        case .commentCountLoaded(.failure):
            // A count is a nicety: the row shows none, and tries again when it next appears.
            state.isLoadingComments = false
            return .none
        }
    }
}
