import Foundation
import IssueReporting

/// The runtime of a reducer feature: it holds the state, runs the reducer for
/// each action, runs the effects, and tells views what changed.
///
/// The same store serves every view style:
///
/// ```swift
/// // SwiftUI on iOS 15–16: the store is an ObservableObject.
/// @ObservedObject var store: Store<NewsFeed.State, NewsFeed.Action>
/// Text(store.state.title)
///
/// // SwiftUI on iOS 17+: read fields through the store; the view re-renders only when they change.
/// let store: Store<NewsFeed.State, NewsFeed.Action>
/// Text(store.title)
///
/// // UIKit: bind the state publisher.
/// store.publisher.map(\.title).removeDuplicates()
///     .sink { [weak self] in self?.titleLabel.text = $0 }
///     .store(in: &cancellables)
/// ```
///
/// Child features get scoped stores: ``scope(state:action:)-3mczn`` for a part of the state,
/// ``scope(forEach:action:)-6d02k`` for the rows of a list (composed with
/// ``Reducer/forEach(_:action:extract:element:fileID:filePath:line:column:)-504s2``), and
/// ``scope(ifLet:action:)-67ybw`` for an optional child (composed with
/// ``Reducer/ifLet(_:action:extract:then:fileID:filePath:line:column:)``). A store lives on
/// the main actor; effects deliver their actions back there.
///
/// A scoped store with `Equatable` state publishes only when its own state changed; with state
/// that is not `Equatable` it publishes whenever its parent's state changed, since it cannot
/// tell. In debug builds the root store warns when actions flood it (see ``ActionFloodLimits``).
@MainActor
@dynamicMemberLookup
public final class Store<State, Action>: ObservableObject {
    /// Fires before every state change, for SwiftUI. Declared explicitly (rather
    /// than synthesised from `@Published`) because the synthesised one is
    /// looked up by reflection on every change under OpenCombine.
    nonisolated(unsafe) public let objectWillChange = ObservableObjectPublisher()

    /// The current state; views read it, only actions change it.
    public var state: State {
        #if canImport(Observation)
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
            observation.accessState(of: self)
        }
        #endif
        return currentState
    }

    /// The state, mutated in place by the root reducer: a second copy anywhere (a subject's
    /// current value, a scoped store's cache of a list) would make every change to a row of a
    /// long list copy the whole list.
    //
    // The hot path (send, handle, stateDidChange and the child updaters) is inlinable, so that it
    // is specialised for the app's own State and Action: unspecialised generic code spent most of
    // a send looking up type metadata.
    @usableFromInline var currentState: State
    /// Runs the reducer: set for a root store only.
    @usableFromInline let reduce: ((inout State, Action) -> Effect<Action>)?
    @usableFromInline var runner: EffectRunner<Action>?
    /// Forwards an action to the parent: set for a scoped store only.
    @usableFromInline let toParent: ((Action, ReportingSite) -> Void)?
    /// Whether the state this store shows still exists: `false` once an optional child became
    /// `nil` or a row left its list. Such a store keeps its last state and refuses actions.
    @usableFromInline var isAlive = true
    /// Whether a root store is handling an action; actions sent meanwhile wait in `pendingActions`.
    @usableFromInline var isSending = false
    @usableFromInline var pendingActions: [PendingAction] = []
    /// The subscribers of ``publisher``, made when it is first asked for.
    @usableFromInline var broadcast: StateBroadcast<State>?
    /// Updates scoped children synchronously; an updater returns `false` once its child is gone.
    @usableFromInline var children: [(State, [CollectionChange]) -> Bool] = []
    /// The registries of row stores, one per scoped collection; and the stores of optional children.
    @usableFromInline var elementRegistries: [AnyKeyPath: AnyObject] = [:]
    @usableFromInline var optionalChildren: [AnyKeyPath: WeakStoreBox] = [:]
    /// Counts actions for the flood warning; a debug build's only.
    var floodMonitor = ActionFloodMonitor(limits: .default)
    /// The store's Observation tracking, once a view has read through Observation.
    @usableFromInline var observationStorage: AnyObject?

    /// An action waiting while the store handles another, and where it was sent from.
    @usableFromInline
    struct PendingAction {
        @usableFromInline let action: Action
        @usableFromInline let site: ReportingSite

        @usableFromInline
        init(action: Action, site: ReportingSite) {
            self.action = action
            self.site = site
        }
    }

    /// Creates the root store of a feature.
    public init<R: Reducer>(initialState: State, reducer: R) where R.State == State, R.Action == Action {
        currentState = initialState
        reduce = reducer.reduce(into:action:)
        toParent = nil
        runner = EffectRunner<Action>(send: { [weak self] in self?.send($0, site: .effect) })
    }

    @usableFromInline
    init(scopedState: State, toParent: @escaping (Action, ReportingSite) -> Void) {
        currentState = scopedState
        reduce = nil
        self.toParent = toParent
    }

    /// When this root store warns that actions flood it (debug builds only; a scoped store's
    /// actions are counted by its root).
    public var actionFloodLimits: ActionFloodLimits {
        get { floodMonitor.limits }
        set { floodMonitor.limits = newValue }
    }

    /// Every state, starting with the current one, each delivered after
    /// ``state`` has changed: the Combine face for UIKit-style views. A subscription keeps the
    /// store alive until it is cancelled.
    public var publisher: AnyPublisher<State, Never> {
        let broadcast = self.broadcast ?? StateBroadcast<State> { [weak self] in self?.currentState }
        self.broadcast = broadcast
        return StatePublisher(broadcast: broadcast, owner: self).eraseToAnyPublisher()
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
    @inlinable
    public func send(
        _ action: Action,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        send(action, site: ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    @inlinable
    func send(_ action: Action, site: ReportingSite) {
        if let toParent {
            guard isAlive else {
                reportSentToGoneStore(action, site: site)
                return
            }
            toParent(action, site)
            return
        }
        guard let reduce, let runner else { return }
        recordForFloodWarning(action, site: site)
        guard !isSending else {
            pendingActions.append(PendingAction(action: action, site: site))
            return
        }
        isSending = true
        defer { isSending = false }
        handle(action, reduce: reduce, runner: runner)
        guard !pendingActions.isEmpty else { return }
        // Handling an action may queue more; the loop reads the count each time.
        var index = 0
        while index < pendingActions.count {
            handle(pendingActions[index].action, reduce: reduce, runner: runner)
            index += 1
        }
        checkSynchronousFlood(handled: index + 1, first: action, site: site)
        pendingActions.removeAll(keepingCapacity: true)
    }

    @usableFromInline
    func reportSentToGoneStore(_ action: Action, site: ReportingSite) {
        site.report("""
            An action was sent to a store whose state is gone (an optional child that became nil, or a row \
            that left its list): \(action). Keep views from sending after they are dismissed.
            """)
    }

    /// Counts `action` for the flood warning, and gives the warning when it floods; in a debug build of Kumiki only.
    @usableFromInline
    func recordForFloodWarning(_ action: Action, site: ReportingSite) {
        #if DEBUG
        if let warning = floodMonitor.record(ActionCaseName.of(action)) {
            site.report(floodAdvice(warning))
        }
        #endif
    }

    /// Warns when one send led to more actions than the limit allows; in a debug build of Kumiki only.
    @usableFromInline
    func checkSynchronousFlood(handled count: Int, first action: Action, site: ReportingSite) {
        #if DEBUG
        if let warning = floodMonitor.checkSynchronous(count, first: ActionCaseName.of(action)) {
            site.report(floodAdvice(warning))
        }
        #endif
    }

    private func floodAdvice(_ warning: String) -> String {
        """
        \(warning) Every action runs the reducer and tells every view of the store; send on meaningful events \
        (a row appeared, scrolling ended), not per frame or per scroll offset. To see each action and what it changed, \
        wrap the reducer in .debug(); to allow more, set actionFloodLimits.
        """
    }

    @inlinable
    func handle(_ action: Action, reduce: (inout State, Action) -> Effect<Action>, runner: EffectRunner<Action>) {
        objectWillChange.send()
        let effect = reduce(&currentState, action)
        stateDidChange(changes: effect.changes)
        if case .none = effect.operation { return }
        runner.run(effect)
    }

    /// Replaces a scoped store's state, as its parent derived it.
    @inlinable
    func replaceState(_ state: State, changes: [CollectionChange]) {
        objectWillChange.send()
        currentState = state
        stateDidChange(changes: changes)
    }

    /// Marks a scoped store's state as gone: it refuses actions and stops publishing.
    @usableFromInline
    func invalidate() {
        isAlive = false
        children.removeAll()
    }

    /// Tells the views that read through Observation what changed; out of line, and only once one has.
    @usableFromInline
    func notifyObservation() {
        #if canImport(Observation)
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
            observation.stateDidChange(of: self, to: currentState)
        }
        #endif
    }

    @inlinable
    func stateDidChange(changes: [CollectionChange]) {
        broadcast?.send(currentState)
        if observationStorage != nil {
            notifyObservation()
        }
        guard !children.isEmpty else { return }
        let state = currentState
        // A plain loop: `removeAll(where:)` on an array of closures ran unspecialized in the
        // standard library and cost a third of a three-level scoped send.
        var gone = false
        for index in children.indices where !children[index](state, changes) {
            gone = true
        }
        if gone {
            var kept: [(State, [CollectionChange]) -> Bool] = []
            for child in children where child(state, []) {
                kept.append(child)
            }
            children = kept
        }
    }

    /// A store for a child feature: its state is derived from this store's,
    /// and its actions are embedded into this store's.
    ///
    /// The child keeps its parent alive. Its state updates synchronously
    /// whenever the parent's does; with state that is not `Equatable` it publishes every time.
    @inlinable
    public func scope<ChildState, ChildAction>(
        state toChildState: @escaping (State) -> ChildState,
        action toParentAction: @escaping (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction> {
        scope(state: toChildState, action: toParentAction, isDuplicate: { _, _ in false })
    }

    /// A store for a child feature whose state is `Equatable`: the child
    /// publishes only when its own state actually changes, so unrelated parent
    /// changes cost its views nothing.
    @inlinable
    public func scope<ChildState: Equatable, ChildAction>(
        state toChildState: @escaping (State) -> ChildState,
        action toParentAction: @escaping (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction> {
        scope(state: toChildState, action: toParentAction, isDuplicate: { $0 == $1 })
    }

    @inlinable
    func scope<ChildState, ChildAction>(
        state toChildState: @escaping (State) -> ChildState,
        action toParentAction: @escaping (ChildAction) -> Action,
        isDuplicate: @escaping (ChildState, ChildState) -> Bool
    ) -> Store<ChildState, ChildAction> {
        let child = Store<ChildState, ChildAction>(
            scopedState: toChildState(currentState),
            toParent: { [self] action, site in send(toParentAction(action), site: site) }
        )
        children.append { [weak child] parentState, changes in
            guard let child else { return false }
            let childState = toChildState(parentState)
            if !isDuplicate(child.currentState, childState) {
                child.replaceState(childState, changes: changes)
            }
            return true
        }
        return child
    }

    /// The stores of the rows of the list at `toElements`, one per element, for a feature
    /// composed with `forEach`: each row's view observes its own store, which publishes only
    /// when its row changed.
    ///
    /// ```swift
    /// ForEach(store.scope(forEach: \.rows, action: NewsFeed.Action.rows)) { row in
    ///     ArticleRowView(store: row)
    /// }
    /// ```
    ///
    /// A row's store is made when first asked for and is the same object for as long as the
    /// row is in the list; when the row leaves, its store keeps its last state and refuses actions.
    @inlinable
    public func scope<ID: Hashable & Sendable, ElementState, ElementAction>(
        forEach toElements: KeyPath<State, IdentifiedArray<ID, ElementState>>,
        action embed: @escaping (IdentifiedAction<ID, ElementAction>) -> Action
    ) -> StoreCollection<ID, ElementState, ElementAction> {
        let registry = registry(toElements, embed: embed, isDuplicate: { _, _ in false })
        return StoreCollection(storeFor: registry.store(for:), detached: registry.detachedStore(for:), elements: currentState[keyPath: toElements])
    }

    /// The stores of the rows of the list at `toElements`, for `Equatable` rows: a row's store
    /// publishes only when its own row changed.
    @inlinable
    public func scope<ID: Hashable & Sendable, ElementState: Equatable, ElementAction>(
        forEach toElements: KeyPath<State, IdentifiedArray<ID, ElementState>>,
        action embed: @escaping (IdentifiedAction<ID, ElementAction>) -> Action
    ) -> StoreCollection<ID, ElementState, ElementAction> {
        let registry = registry(toElements, embed: embed, isDuplicate: { $0 == $1 })
        return StoreCollection(storeFor: registry.store(for:), detached: registry.detachedStore(for:), elements: currentState[keyPath: toElements])
    }

    @inlinable
    func registry<ID: Hashable & Sendable, ElementState, ElementAction>(
        _ toElements: KeyPath<State, IdentifiedArray<ID, ElementState>>,
        embed: @escaping (IdentifiedAction<ID, ElementAction>) -> Action,
        isDuplicate: @escaping (ElementState, ElementState) -> Bool
    ) -> ElementStores<State, Action, ID, ElementState, ElementAction> {
        let key = toElements as AnyKeyPath
        if let existing = elementRegistries[key] as? ElementStores<State, Action, ID, ElementState, ElementAction> {
            return existing
        }
        let registry = ElementStores<State, Action, ID, ElementState, ElementAction>(
            parent: self, toElements: toElements, embed: embed, isDuplicate: isDuplicate)
        elementRegistries[key] = registry
        children.append { [registry] state, changes in
            registry.parentDidChange(state, changes: changes)
            return true
        }
        return registry
    }

    /// A store for the optional child at `toChild`, or `nil` while the child's state is `nil`,
    /// for a feature composed with `ifLet`: a detail screen, a sheet.
    ///
    /// While the child's state exists, asking again returns the same store; once it becomes
    /// `nil`, that store keeps its last state and refuses actions, and the next non-`nil`
    /// state gets a new store.
    @inlinable
    public func scope<ChildState, ChildAction>(
        ifLet toChild: KeyPath<State, ChildState?>,
        action embed: @escaping (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction>? {
        optionalScope(toChild, embed: embed, isDuplicate: { _, _ in false })
    }

    /// A store for the optional child at `toChild`, for `Equatable` child state: it publishes
    /// only when the child's own state changed.
    @inlinable
    public func scope<ChildState: Equatable, ChildAction>(
        ifLet toChild: KeyPath<State, ChildState?>,
        action embed: @escaping (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction>? {
        optionalScope(toChild, embed: embed, isDuplicate: { $0 == $1 })
    }

    @inlinable
    func optionalScope<ChildState, ChildAction>(
        _ toChild: KeyPath<State, ChildState?>,
        embed: @escaping (ChildAction) -> Action,
        isDuplicate: @escaping (ChildState, ChildState) -> Bool
    ) -> Store<ChildState, ChildAction>? {
        let key = toChild as AnyKeyPath
        if let existing = optionalChildren[key]?.store as? Store<ChildState, ChildAction>, existing.isAlive {
            return existing
        }
        guard let childState = currentState[keyPath: toChild] else { return nil }
        let child = Store<ChildState, ChildAction>(
            scopedState: childState,
            toParent: { [self] action, site in send(embed(action), site: site) }
        )
        optionalChildren[key] = WeakStoreBox(child)
        children.append { [weak child] parentState, changes in
            guard let child, child.isAlive else { return false }
            guard let childState = parentState[keyPath: toChild] else {
                child.invalidate()
                return false
            }
            if !isDuplicate(child.currentState, childState) {
                child.replaceState(childState, changes: changes)
            }
            return true
        }
        return child
    }

    /// The value of `keyPath` in the current state. Where the Observation framework exists, a
    /// view that reads it is re-rendered only when the state changed (any field: the value is
    /// not `Equatable`).
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        #if canImport(Observation)
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
            observation.access(keyPath, of: self, state: currentState, makeComparison: StoreObservation<State, Action>.alwaysChanged)
        }
        #endif
        return currentState[keyPath: keyPath]
    }

    /// The value of `keyPath` in the current state. Where the Observation framework exists, a
    /// view that reads it is re-rendered only when this value changes.
    public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        #if canImport(Observation)
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
            observation.access(keyPath, of: self, state: currentState, makeComparison: StoreObservation<State, Action>.equality)
        }
        #endif
        return currentState[keyPath: keyPath]
    }

    /// The list at `keyPath` in the current state. Where the Observation framework exists, a
    /// view that reads it is re-rendered only when rows come, go or move: each row re-renders
    /// through its own store.
    public subscript<ID: Hashable, Element>(dynamicMember keyPath: KeyPath<State, IdentifiedArray<ID, Element>>) -> IdentifiedArray<ID, Element> {
        #if canImport(Observation)
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
            observation.access(keyPath, of: self, state: currentState, makeComparison: StoreObservation<State, Action>.identity)
        }
        #endif
        return currentState[keyPath: keyPath]
    }

    /// The list at `keyPath` in the current state, for `Equatable` rows; tracked by identifiers
    /// as the other overload is (this one exists so that `Equatable` lists are not ambiguous).
    public subscript<ID: Hashable, Element: Equatable>(dynamicMember keyPath: KeyPath<State, IdentifiedArray<ID, Element>>) -> IdentifiedArray<ID, Element> {
        #if canImport(Observation)
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
            observation.access(keyPath, of: self, state: currentState, makeComparison: StoreObservation<State, Action>.identity)
        }
        #endif
        return currentState[keyPath: keyPath]
    }

    #if canImport(Observation)
    /// The store's Observation tracking, made when a view first reads through Observation.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    private var observation: StoreObservation<State, Action> {
        if let existing = observationStorage as? StoreObservation<State, Action> {
            return existing
        }
        let made = StoreObservation<State, Action>()
        observationStorage = made
        return made
    }

    /// Names one field views have read, for the Observation registrar (its key paths identify fields).
    subscript(observedField index: Int) -> Int { index }
    #endif
}

extension Store: Identifiable where State: Identifiable {
    /// The identity of the state: a row's store is identified like its row, for `ForEach`.
    /// Read it on the main actor, where stores live.
    nonisolated public var id: State.ID {
        nonisolated(unsafe) var id: State.ID?
        MainActor.assumeIsolated { id = currentState.id }
        // Set just above; an optional only because the closure cannot return a non-Sendable value.
        return id.unsafelyUnwrapped
    }
}

extension ReportingSite {
    /// Actions an effect sends back: no line of the developer's to point at.
    @usableFromInline static let effect = ReportingSite(fileID: "KumikiStore/Effect.swift", filePath: #filePath, line: 0, column: 0)
}
