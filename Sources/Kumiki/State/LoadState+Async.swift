extension LoadState {
    /// Runs `operation` and reports each state it goes through to `update`: `.loading` before
    /// it starts, then `.loaded` with its value or `.failed` with its error. The `async`
    /// counterpart of `Publisher.trackLoadState()`, for ViewModels that load with
    /// `async` functions (an `@Observable` ViewModel, typically):
    ///
    /// ```swift
    /// func onAppear() async {
    ///     await LoadState.track(into: { self.profile = $0 }) {
    ///         try await repository.profile()
    ///     }
    /// }
    /// ```
    ///
    /// A cancelled task reports nothing after `.loading`: the state is left to whoever
    /// cancelled it (a newer load, a screen that went away).
    @MainActor
    public static func track(
        into update: (LoadState) -> Void,
        _ operation: () async throws(Failure) -> Value
    ) async {
        update(.loading)
        do {
            let value = try await operation()
            guard !Task.isCancelled else { return }
            update(.loaded(value))
        } catch {
            guard !Task.isCancelled else { return }
            update(.failed(error))
        }
    }
}
