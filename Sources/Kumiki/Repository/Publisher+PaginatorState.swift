extension Publisher where Failure == Never {
    /// Maps a paginator's states to list states (``PaginatorState/listState``);
    /// bind the result, or its `listViewFlags()`, to the screen.
    ///
    /// ```swift
    /// paginator.statePublisher.listState()
    ///     .receive(on: dependency.mainScheduler)
    ///     .sink { [weak self] in self?.state = $0 }
    ///     .store(in: &cancellables)
    /// ```
    public func listState<Item>() -> AnyPublisher<ListState<Item, RepositoryError>, Never>
    where Output == PaginatorState<Item> {
        map(\.listState).eraseToAnyPublisher()
    }
}
