/// The part of a ``Store``'s state one view shows, observed on its own: a view that reads
/// a `ViewStore` re-renders when *its* slice changes and never for the rest of the state.
///
/// A `Store` is itself an `ObservableObject`, but it announces every change of its whole
/// state. A row of a long list, or a header that shows a count, should not redraw because
/// an unrelated field changed; give it a `ViewStore` of just what it shows:
///
/// ```swift
/// struct FeedHeader: View {
///     @StateObject var viewStore: ViewStore<Int, NewsFeed.Action>
///
///     init(store: Store<NewsFeed.State, NewsFeed.Action>) {
///         _viewStore = StateObject(wrappedValue: ViewStore(store, observe: \.articles.count))
///     }
///     var body: some View {
///         Button("\(viewStore.state) articles") { viewStore.send(.reloadTapped) }
///     }
/// }
/// ```
///
/// In UIKit, subscribe to ``publisher`` for the same deduplicated stream.
@MainActor
public final class ViewStore<ViewState: Equatable, Action>: ObservableObject {
    /// Fires before ``state`` changes, and only when the new view state differs from the old.
    nonisolated(unsafe) public let objectWillChange = ObservableObjectPublisher()

    /// The view's slice of the store's state, current as soon as the store's state changes.
    public private(set) var state: ViewState

    private let sendAction: (Action) -> Void
    private let subject: CurrentValueSubject<ViewState, Never>
    private var subscription: AnyCancellable?

    /// Observes `toViewState(store.state)`, keeping `store` alive for as long as this lives.
    public init<State>(_ store: Store<State, Action>, observe toViewState: @escaping (State) -> ViewState) {
        let initial = toViewState(store.state)
        state = initial
        subject = CurrentValueSubject(initial)
        sendAction = { store.send($0) }
        // The store's publisher replays its current state first: dropped, it is `initial`.
        subscription = store.publisher.dropFirst().map(toViewState).sink { [weak self] viewState in
            MainActor.assumeIsolated { self?.update(viewState) }
        }
    }

    /// Every distinct view state, starting with the current one: the UIKit face.
    public var publisher: AnyPublisher<ViewState, Never> {
        subject.eraseToAnyPublisher()
    }

    /// Sends `action` to the observed store.
    public func send(_ action: Action) {
        sendAction(action)
    }

    private func update(_ viewState: ViewState) {
        guard viewState != state else { return }
        objectWillChange.send()
        state = viewState
        subject.send(viewState)
    }
}
