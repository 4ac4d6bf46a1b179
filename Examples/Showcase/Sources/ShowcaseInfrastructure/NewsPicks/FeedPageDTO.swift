/// A page of a feed tab: `{"articles": […], "next_page": 2}`.
public struct FeedPageDTO: Decodable, Hashable, Sendable {
    /// The page's articles.
    public var articles: [ArticleDTO]
    /// The next page's number.
    public var nextPage: Int?
}
