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
    /// Fires before every state change, for SwiftUI. Declared explicitly (rather
    /// than synthesised from `@Published`) because the synthesised one is
    /// looked up by reflection on every change under OpenCombine.
    nonisolated(unsafe) public let objectWillChange = ObservableObjectPublisher()

    /// The current state; views read it, only actions change it.
    public private(set) var state: State {
        willSet { objectWillChange.send() }
        didSet { stateDidChange() }
    }

    private enum Mode {
        case root(reduce: (inout State, Action) -> Effect<Action>, runner: EffectRunner<Action>)
        case scoped(toParent: (Action) -> Void)
    }

    private var mode: Mode
    /// Whether a root store is handling an action; actions sent meanwhile wait in `pendingActions`.
    private var isSending = false
    private var pendingActions: [Action] = []
    private let subject: CurrentValueSubject<State, Never>
    /// Updates scoped children synchronously; an updater returns `false` once its child is gone.
    private var childUpdaters: [(State) -> Bool] = []

    /// Creates the root store of a feature.
    public init<R: Reducer>(initialState: State, reducer: R) where R.State == State, R.Action == Action {
        state = initialState
        subject = CurrentValueSubject(initialState)
        mode = .scoped(toParent: { _ in })
        let runner = EffectRunner<Action>(send: { [weak self] in self?.send($0) })
        mode = .root(reduce: reducer.reduce(into:action:), runner: runner)
    }

    private init(scopedState: State, toParent: @escaping (Action) -> Void) {
        state = scopedState
        subject = CurrentValueSubject(scopedState)
        mode = .scoped(toParent: toParent)
    }

    /// Every state, starting with the current one, each delivered after
    /// ``state`` has changed: the Combine face for UIKit-style views.
    public var publisher: AnyPublisher<State, Never> {
        subject.eraseToAnyPublisher()
    }

    /// Runs the reducer for `action`, publishes the new state, and starts the returned effect.
    ///
    /// A scoped store forwards the action to its parent, so the root reducer sees it.
    ///
    /// An action sent while the store is already handling one (by an effect
    /// that emits synchronously while the reducer runs, or by a subscriber of
    /// the state) is queued and handled right after it, in order, as TCA's
    /// store does: handling it at once would reduce a stale copy of the state
    /// and then lose it when the outer action's state is stored.
    public func send(_ action: Action) {
        switch mode {
        case .root(let reduce, let runner):
            guard !isSending else {
                pendingActions.append(action)
                return
            }
            isSending = true
            defer { isSending = false }
            handle(action, reduce: reduce, runner: runner)
            // Handling an action may queue more; the loop reads the count each time.
            var index = 0
            while index < pendingActions.count {
                handle(pendingActions[index], reduce: reduce, runner: runner)
                index += 1
            }
            pendingActions.removeAll(keepingCapacity: true)
        case .scoped(let toParent):
            toParent(action)
        }
    }

    private func handle(
        _ action: Action,
        reduce: (inout State, Action) -> Effect<Action>,
        runner: EffectRunner<Action>
    ) {
        var next = state
        let effect = reduce(&next, action)
        state = next
        runner.run(effect)
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
        scope(state: toChildState, action: toParentAction, isDuplicate: { _, _ in false })
    }

    /// A store for a child feature whose state is `Equatable`: the child
    /// publishes only when its own state actually changes, so unrelated parent
    /// changes cost its views nothing.
    public func scope<ChildState: Equatable, ChildAction>(
        state toChildState: @escaping (State) -> ChildState,
        action toParentAction: @escaping (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction> {
        scope(state: toChildState, action: toParentAction, isDuplicate: { $0 == $1 })
    }

    private func scope<ChildState, ChildAction>(
        state toChildState: @escaping (State) -> ChildState,
        action toParentAction: @escaping (ChildAction) -> Action,
        isDuplicate: @escaping (ChildState, ChildState) -> Bool
    ) -> Store<ChildState, ChildAction> {
        let child = Store<ChildState, ChildAction>(
            scopedState: toChildState(state),
            toParent: { [self] in send(toParentAction($0)) }
        )
        childUpdaters.append { [weak child] parentState in
            guard let child else { return false }
            let childState = toChildState(parentState)
            if !isDuplicate(child.state, childState) {
                child.state = childState
            }
            return true
        }
        return child
    }

    private func stateDidChange() {
        subject.send(state)
        guard !childUpdaters.isEmpty else { return }
        let state = self.state
        childUpdaters.removeAll { !$0(state) }
    }
}
