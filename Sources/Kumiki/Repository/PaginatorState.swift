/// What a ``Paginator`` has loaded so far and what it is doing.
public struct PaginatorState<Item: Sendable>: Sendable {
    /// Every item loaded so far, in page order.
    public var items: [Item]
    /// Whether a page request is in flight.
    public var isLoading: Bool
    /// Whether the last page has been loaded.
    public var hasReachedEnd: Bool
    /// The failure of the last page request, cleared by the next one.
    public var failure: RepositoryError?

    /// The state before the first page.
    public static var initial: PaginatorState {
        PaginatorState(items: [], isLoading: false, hasReachedEnd: false, failure: nil)
    }
}

extension PaginatorState: Equatable where Item: Equatable {}
