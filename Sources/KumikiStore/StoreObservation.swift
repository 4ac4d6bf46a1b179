#if canImport(Observation)
import IdentifiedCollections
import Observation

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension Store: Observable {}

/// A store's Observation face: which parts of its state views have read, and the
/// notifications that wake only the views that read what changed.
///
/// A view that reads `store.title` (through the store's dynamic members) is tracked on that
/// field alone and re-renders only when `title` changes; one that reads `store.state` is
/// tracked on the whole state. A field holding an `IdentifiedArray` is tracked by its
/// identifiers: a list re-renders when rows come, go or move, while each row re-renders
/// through its own row store.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
final class StoreObservation<State, Action> {
    private let registrar = ObservationRegistrar()
    private var fields: [AnyKeyPath: Field] = [:]
    private var order: [Field] = []
    private var isStateRead = false

    /// One field views have read, with the value it had when last compared.
    private final class Field {
        let index: Int
        /// Whether the field differs in `state` from the value last seen; remembers the new one.
        let hasChanged: (State) -> Bool

        init(index: Int, hasChanged: @escaping (State) -> Bool) {
            self.index = index
            self.hasChanged = hasChanged
        }
    }

    /// Records that the whole state was read.
    func accessState(of store: Store<State, Action>) {
        isStateRead = true
        registrar.access(store, keyPath: \.state)
    }

    /// Records that the field at `keyPath` was read; `makeComparison` builds, the first time,
    /// the test of whether it changed, starting from `state`.
    func access<Value>(
        _ keyPath: KeyPath<State, Value>,
        of store: Store<State, Action>,
        state: State,
        makeComparison: (KeyPath<State, Value>, State) -> (State) -> Bool
    ) {
        let field: Field
        if let known = fields[keyPath] {
            field = known
        } else {
            field = Field(index: order.count, hasChanged: makeComparison(keyPath, state))
            fields[keyPath] = field
            order.append(field)
        }
        registrar.access(store, keyPath: \.[observedField: field.index])
    }

    /// Tells the views that read what changed in `state` that it changed.
    func stateDidChange(of store: Store<State, Action>, to state: State) {
        if isStateRead {
            registrar.willSet(store, keyPath: \.state)
            registrar.didSet(store, keyPath: \.state)
        }
        for field in order where field.hasChanged(state) {
            registrar.willSet(store, keyPath: \.[observedField: field.index])
            registrar.didSet(store, keyPath: \.[observedField: field.index])
        }
    }

    /// A comparison that reports a change whenever the state changed (the field is not `Equatable`).
    static func alwaysChanged<Value>(_ keyPath: KeyPath<State, Value>, _ state: State) -> (State) -> Bool {
        { _ in true }
    }

    /// A comparison of the field's value with the one last seen.
    static func equality<Value: Equatable>(_ keyPath: KeyPath<State, Value>, _ state: State) -> (State) -> Bool {
        var last = state[keyPath: keyPath]
        return { state in
            let value = state[keyPath: keyPath]
            guard value != last else { return false }
            last = value
            return true
        }
    }

    /// A comparison of a collection's identifiers (its rows come, go or move) with the ones last seen.
    static func identity<ID: Hashable, Element>(
        _ keyPath: KeyPath<State, IdentifiedArray<ID, Element>>, _ state: State
    ) -> (State) -> Bool {
        var last = state[keyPath: keyPath].ids
        return { state in
            let ids = state[keyPath: keyPath].ids
            guard ids != last else { return false }
            last = ids
            return true
        }
    }
}
#endif
