/// A news article in the feed.
public struct Article: Hashable, Sendable, Codable, Identifiable {
    /// The article's identifier.
    public var id: Int
    /// Its headline.
    public var title: String
    /// Who published it.
    public var publisher: String
    /// How many users picked (commented on) it.
    public var pickCount: Int
    /// Where it is read.
    public var url: String

    /// Creates an article.
    public init(id: Int, title: String, publisher: String, pickCount: Int, url: String) {
        self.id = id
        self.title = title
        self.publisher = publisher
        self.pickCount = pickCount
        self.url = url
    }
}
