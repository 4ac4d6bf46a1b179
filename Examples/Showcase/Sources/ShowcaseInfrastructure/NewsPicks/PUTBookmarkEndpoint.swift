import Kumiki

/// `PUT /newspicks/bookmarks/{id}`: bookmarks an article.
public struct PUTBookmarkEndpoint: Endpoint {
    /// No content.
    public typealias Success = Void
    /// The article's identifier.
    public let articleID: Int

    /// Creates the endpoint.
    public init(articleID: Int) {
        self.articleID = articleID
    }

    /// `PUT`.
    public var method: HTTPMethod { .put }
    /// `/newspicks/bookmarks/{id}`.
    public var path: String { "/newspicks/bookmarks/\(articleID)" }
}
