import Kumiki

/// `DELETE /newspicks/bookmarks/{id}`: removes an article's bookmark.
public struct DELETEBookmarkEndpoint: Endpoint {
    /// No content.
    public typealias Success = Void
    /// The article's identifier.
    public let articleID: Int

    /// Creates the endpoint.
    public init(articleID: Int) {
        self.articleID = articleID
    }

    /// `DELETE`.
    public var method: HTTPMethod { .delete }
    /// `/newspicks/bookmarks/{id}`.
    public var path: String { "/newspicks/bookmarks/\(articleID)" }
}
