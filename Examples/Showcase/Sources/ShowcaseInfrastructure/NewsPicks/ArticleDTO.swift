import ShowcaseDomain

/// An article as the feed API writes it.
public struct ArticleDTO: Decodable, Hashable, Sendable {
    /// `id`
    public var id: Int
    /// `title`
    public var title: String
    /// `publisher`
    public var publisher: String
    /// `pick_count`
    public var pickCount: Int
    /// `url`
    public var url: String

    /// The Domain's article.
    public var article: Article {
        Article(id: id, title: title, publisher: publisher, pickCount: pickCount, url: url)
    }
}
