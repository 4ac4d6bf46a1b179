/// One page of a feed tab.
public struct FeedPage: Hashable, Sendable {
    /// The articles on the page.
    public var articles: [Article]
    /// The next page's number, or `nil` at the end.
    public var nextPage: Int?

    /// Creates a page.
    public init(articles: [Article], nextPage: Int?) {
        self.articles = articles
        self.nextPage = nextPage
    }
}
