/// The reader's bookmarks: `{"article_ids": [3, 8]}`.
public struct BookmarksDTO: Decodable, Hashable, Sendable {
    /// The bookmarked articles' identifiers.
    public var articleIds: [Int]
}
