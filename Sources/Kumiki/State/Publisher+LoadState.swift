extension Publisher {
    /// Turns a request publisher into a never-failing stream of ``LoadState``:
    /// `.loading` on subscription, `.loaded` for each value, `.failed` on failure.
    ///
    /// Because the result never fails, it can be assigned straight to a
    /// `@Published` state without ending the ViewModel's subscription.
    public func trackLoadState() -> AnyPublisher<LoadState<Output, Failure>, Never> {
        map { LoadState<Output, Failure>.loaded($0) }
            .catch { Just(LoadState<Output, Failure>.failed($0)) }
            .prepend(.loading)
            .eraseToAnyPublisher()
    }
}
