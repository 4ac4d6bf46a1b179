import Foundation
import Kumiki

/// `GET /newspicks/bookmarks`: the articles the reader bookmarked.
public struct GETBookmarksEndpoint: Endpoint {
    /// `{"article_ids": [3, 8]}`.
    public typealias Success = BookmarksDTO

    /// Creates the endpoint.
    public init() {}

    /// `/newspicks/bookmarks`.
    public var path: String { "/newspicks/bookmarks" }
    /// snake_case keys.
    public var decoder: JSONDecoder { .snakeCase }
}
