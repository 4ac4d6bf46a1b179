/// The state of a single value that a screen loads: not started, in flight,
/// loaded, or failed.
///
/// Keep one `LoadState` instead of separate `isLoading`, `value` and `error`
/// properties, so impossible combinations (loading *and* failed, a value *and*
/// an error) cannot be represented. The view flags are computed from it.
///
/// ```swift
/// @Published private(set) var profile: LoadState<Profile, RepositoryError> = .idle
///
/// func onAppear() {
///     repository.fetchProfile()
///         .trackLoadState()
///         .receive(on: dependency.mainScheduler)
///         .sink { [weak self] in self?.profile = $0 }
///         .store(in: &cancellables)
/// }
/// ```
public enum LoadState<Value, Failure: Error> {
    /// Nothing has been requested yet.
    case idle
    /// A request is in flight.
    case loading
    /// The value arrived.
    case loaded(Value)
    /// The request failed; the error is kept so the view can explain it.
    case failed(Failure)

    /// Whether nothing has been requested yet.
    public var isIdle: Bool {
        if case .idle = self { return true }
        return false
    }

    /// Whether a request is in flight; drives an activity indicator.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    /// The loaded value, or `nil` in every other state.
    public var value: Value? {
        if case .loaded(let value) = self { return value }
        return nil
    }

    /// The failure, or `nil` in every other state; drives an error or retry view.
    public var failure: Failure? {
        if case .failed(let failure) = self { return failure }
        return nil
    }

    /// Transforms a loaded value, keeping every other state as it is.
    public func map<NewValue>(_ transform: (Value) throws -> NewValue) rethrows -> LoadState<NewValue, Failure> {
        switch self {
        case .idle: return .idle
        case .loading: return .loading
        case .loaded(let value): return .loaded(try transform(value))
        case .failed(let failure): return .failed(failure)
        }
    }

    /// Transforms a failure, keeping every other state as it is.
    public func mapFailure<NewFailure: Error>(_ transform: (Failure) -> NewFailure) -> LoadState<Value, NewFailure> {
        switch self {
        case .idle: return .idle
        case .loading: return .loading
        case .loaded(let value): return .loaded(value)
        case .failed(let failure): return .failed(transform(failure))
        }
    }
}

extension LoadState where Value: Collection {
    /// Whether the load finished with no elements: the "empty" state that
    /// shows a no-data view instead of an empty list.
    public var isEmpty: Bool {
        value?.isEmpty ?? false
    }
}

extension LoadState: Equatable where Value: Equatable, Failure: Equatable {}
extension LoadState: Hashable where Value: Hashable, Failure: Hashable {}
extension LoadState: Sendable where Value: Sendable, Failure: Sendable {}
