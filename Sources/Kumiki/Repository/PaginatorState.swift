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

    /// Creates a state; tests build the states a paginator would publish this way.
    public init(items: [Item] = [], isLoading: Bool = false, hasReachedEnd: Bool = false, failure: RepositoryError? = nil) {
        self.items = items
        self.isLoading = isLoading
        self.hasReachedEnd = hasReachedEnd
        self.failure = failure
    }

    /// The state before the first page.
    public static var initial: PaginatorState {
        PaginatorState()
    }

    /// Whether no page has been requested yet (or the paginator was reset).
    public var isInitial: Bool {
        items.isEmpty && !isLoading && !hasReachedEnd && failure == nil
    }

    /// The list screen state for this paginator state: the one call a list
    /// ViewModel needs (Sync's state enum plus item count).
    ///
    /// Before the first page the list counts as requesting, so the screen
    /// shows its full-screen indicator rather than flashing "no data" until
    /// the request starts; "no data" shows only once the last page has
    /// arrived empty. The items are the paginator's own, never appended
    /// again, so a page joined by two callers appears once.
    public var listState: ListState<Item, RepositoryError> {
        let request: RequestState<RepositoryError>
        if let failure {
            request = .failed(failure)
        } else if isLoading || isInitial {
            request = .requesting
        } else {
            request = .none
        }
        return ListState(items: items, request: request)
    }
}

extension PaginatorState: Equatable where Item: Equatable {}
