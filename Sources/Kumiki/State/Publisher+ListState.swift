extension Publisher where Failure == Never {
    /// Derives the list view flags from a publisher of ``ListState``, emitting only when a flag changes.
    ///
    /// Bind the result to views rather than storing flags next to the state.
    public func listViewFlags<Item, RequestFailure>() -> AnyPublisher<ListViewFlags, Never>
    where Output == ListState<Item, RequestFailure> {
        map(\.flags)
            .removeDuplicates()
            .eraseToAnyPublisher()
    }

    /// Derives the list view flags from this publisher of request states and a publisher of items,
    /// for ViewModels that keep the two apart (as Sync does).
    ///
    /// Emits once both upstreams have emitted, then whenever a flag changes.
    public func listViewFlags<Items: Publisher, RequestFailure>(
        items: Items
    ) -> AnyPublisher<ListViewFlags, Never>
    where Output == RequestState<RequestFailure>, Items.Output: Collection, Items.Failure == Never {
        combineLatest(items.map(\.isEmpty))
            .map { request, isEmpty in
                ListState<Void, RequestFailure>(items: isEmpty ? [] : [()], request: request).flags
            }
            .removeDuplicates()
            .eraseToAnyPublisher()
    }
}
