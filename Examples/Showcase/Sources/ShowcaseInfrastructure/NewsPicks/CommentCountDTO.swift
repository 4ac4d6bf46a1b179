/// An article's comment count: `{"count": 12}`.
public struct CommentCountDTO: Decodable, Hashable, Sendable {
    /// How many comments.
    public var count: Int
}
