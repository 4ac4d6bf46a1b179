/// A search for novels: words, an order, and a page.
public struct NovelSearchQuery: Hashable, Sendable {
    /// Words every result must contain (title, synopsis, keywords or author).
    public var text: String
    /// The sort order.
    public var order: NovelSearchOrder
    /// The page, from 1.
    public var page: Int
    /// Results per page.
    public var pageSize: Int

    /// Creates a query.
    public init(text: String, order: NovelSearchOrder = .latestUpdate, page: Int = 1, pageSize: Int = 20) {
        self.text = text
        self.order = order
        self.page = page
        self.pageSize = pageSize
    }
}
