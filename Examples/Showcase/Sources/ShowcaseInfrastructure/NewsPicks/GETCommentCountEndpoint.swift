import Foundation
import Kumiki

/// `GET /newspicks/articles/{id}/comments`: how many comments an article has.
public struct GETCommentCountEndpoint: Endpoint {
    /// `{"count": 12}`.
    public typealias Success = CommentCountDTO
    /// The article's identifier.
    public let articleID: Int

    /// Creates the endpoint.
    public init(articleID: Int) {
        self.articleID = articleID
    }

    /// `/newspicks/articles/{id}/comments`.
    public var path: String { "/newspicks/articles/\(articleID)/comments" }
    /// snake_case keys.
    public var decoder: JSONDecoder { .snakeCase }
}
