/// One page of search results.
public struct NovelSearchPage: Hashable, Sendable {
    /// The query that produced the page.
    public var query: NovelSearchQuery
    /// How many novels match in all.
    public var totalCount: Int
    /// The novels on this page.
    public var novels: [Novel]
    /// Whether the source can serve a next page (it may stop before `totalCount`).
    public var hasNextPage: Bool

    /// Creates a page.
    public init(query: NovelSearchQuery, totalCount: Int, novels: [Novel], hasNextPage: Bool) {
        self.query = query
        self.totalCount = totalCount
        self.novels = novels
        self.hasNextPage = hasNextPage
    }
}
