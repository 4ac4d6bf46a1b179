/// One page of a paged list, and how to ask for the next one.
public struct Page<Item: Sendable, Cursor: Sendable>: Sendable {
    /// The items of this page.
    public let items: [Item]
    /// Where the next page starts, or `nil` when this is the last page.
    public let nextCursor: Cursor?

    /// Creates a page.
    public init(items: [Item], nextCursor: Cursor?) {
        self.items = items
        self.nextCursor = nextCursor
    }
}

extension Page: Equatable where Item: Equatable, Cursor: Equatable {}

extension Page: Hashable where Item: Hashable, Cursor: Hashable {}

// A page of codable items can be cached as it came (`CachedResource` with a `CacheStore`).
extension Page: Codable where Item: Codable, Cursor: Codable {}
