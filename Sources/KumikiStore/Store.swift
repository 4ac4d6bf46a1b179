/// The runtime of a reducer feature: it holds the state, runs the reducer for
/// each action, runs the effects, and publishes every new state.
///
/// The same store serves both view styles:
///
/// ```swift
/// // SwiftUI-style: the store is an ObservableObject.
/// @ObservedObject var store: Store<NewsFeed.State, NewsFeed.Action>
/// Text(store.state.title)
/// Button("Reload") { store.send(.reloadTapped) }
///
/// // UIKit-style: bind the state publisher.
/// store.publisher.map(\.title).removeDuplicates()
///     .sink { [weak self] in self?.titleLabel.text = $0 }
///     .store(in: &cancellables)
/// ```
///
/// Child features get a scoped store with ``scope(state:action:)``. A store
/// lives on the main actor; effects deliver their actions back there.
@MainActor
public final class Store<State, Action>: ObservableObject {
    /// The current state; views read it, only actions change it.
    @Published public private(set) var state: State

    private enum Mode {
        case root(reduce: (inout State, Action) -> Effect<Action>, runner: EffectRunner<Action>)
        case scoped(toParent: (Action) -> Void, parentSubscription: AnyCancellable?)
    }

    private var mode: Mode

    /// Creates the root store of a feature.
    public init<R: Reducer>(initialState: State, reducer: R) where R.State == State, R.Action == Action {
        state = initialState
        mode = .scoped(toParent: { _ in }, parentSubscription: nil)
        let runner = EffectRunner<Action>(send: { [weak self] in self?.send($0) })
        mode = .root(reduce: reducer.reduce(into:action:), runner: runner)
    }

    private init(scopedState: State, toParent: @escaping (Action) -> Void) {
        state = scopedState
        mode = .scoped(toParent: toParent, parentSubscription: nil)
    }

    /// Every state, starting with the current one: the Combine face for UIKit-style views.
    public var publisher: AnyPublisher<State, Never> {
        $state.eraseToAnyPublisher()
    }

    /// Runs the reducer for `action`, publishes the new state, and starts the returned effect.
    ///
    /// A scoped store forwards the action to its parent, so the root reducer sees it.
    public func send(_ action: Action) {
        switch mode {
        case .root(let reduce, let runner):
            var next = state
            let effect = reduce(&next, action)
            state = next
            runner.run(effect)
        case .scoped(let toParent, _):
            toParent(action)
        }
    }

    /// A store for a child feature: its state is derived from this store's,
    /// and its actions are embedded into this store's.
    ///
    /// The child keeps its parent alive. Its state updates synchronously
    /// whenever the parent's does.
    public func scope<ChildState, ChildAction>(
        state toChildState: @escaping (State) -> ChildState,
        action toParentAction: @escaping (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction> {
        let child = Store<ChildState, ChildAction>(
            scopedState: toChildState(state),
            toParent: { [self] in send(toParentAction($0)) }
        )
        child.attach(to: $state.dropFirst().map(toChildState))
        return child
    }

    /// A store for a child feature whose state is `Equatable`: the child
    /// publishes only when its own state actually changes, so unrelated parent
    /// changes cost its views nothing.
    public func scope<ChildState: Equatable, ChildAction>(
        state toChildState: @escaping (State) -> ChildState,
        action toParentAction: @escaping (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction> {
        let child = Store<ChildState, ChildAction>(
            scopedState: toChildState(state),
            toParent: { [self] in send(toParentAction($0)) }
        )
        child.attach(to: $state.dropFirst().map(toChildState).filter { [weak child] in child?.state != $0 })
        return child
    }

    private func attach<P: Publisher>(to parentStates: P) where P.Output == State, P.Failure == Never {
        guard case .scoped(let toParent, _) = mode else { return }
        let subscription = parentStates.sink { [weak self] in self?.state = $0 }
        mode = .scoped(toParent: toParent, parentSubscription: subscription)
    }
}
