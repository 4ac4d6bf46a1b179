import IdentifiedCollections

/// The row stores of one scoped list: made on demand, kept while their rows exist, refreshed
/// after each action from what the `forEach` reducer reported (see ``CollectionChange``).
@MainActor
@usableFromInline
final class ElementStores<ParentState, ParentAction, ID: Hashable & Sendable, ElementState, ElementAction> {
    /// A weak reference to one row's store.
    @usableFromInline
    struct Entry {
        @usableFromInline weak var store: Store<ElementState, ElementAction>?

        @usableFromInline
        init(_ store: Store<ElementState, ElementAction>) {
            self.store = store
        }
    }

    /// The list's store: it owns this registry, so it outlives it.
    @usableFromInline unowned let parent: Store<ParentState, ParentAction>
    @usableFromInline let toElements: KeyPath<ParentState, IdentifiedArray<ID, ElementState>>
    @usableFromInline let collection: AnyKeyPath
    @usableFromInline let embed: (IdentifiedAction<ID, ElementAction>) -> ParentAction
    @usableFromInline let isDuplicate: (ElementState, ElementState) -> Bool
    @usableFromInline var stores: [ID: Entry] = [:]

    @usableFromInline
    init(
        parent: Store<ParentState, ParentAction>,
        toElements: KeyPath<ParentState, IdentifiedArray<ID, ElementState>>,
        embed: @escaping (IdentifiedAction<ID, ElementAction>) -> ParentAction,
        isDuplicate: @escaping (ElementState, ElementState) -> Bool
    ) {
        self.parent = parent
        self.toElements = toElements
        collection = toElements
        self.embed = embed
        self.isDuplicate = isDuplicate
    }

    /// The store of the row `id`: the live one, or a new one over the row's current state;
    /// `nil` when the row is not in the list.
    @inlinable
    func store(for id: ID) -> Store<ElementState, ElementAction>? {
        if let existing = stores[id]?.store, existing.isAlive {
            return existing
        }
        guard let state = parent.currentState[keyPath: toElements][id: id] else { return nil }
        let parent = self.parent, embed = self.embed
        let store = Store<ElementState, ElementAction>(scopedState: state, toParent: { action, site in
            parent.send(embed(.element(id: id, action: action)), site: site)
        })
        stores[id] = Entry(store)
        return store
    }

    /// A store over a row that has left the list: it shows `state` and refuses actions.
    @inlinable
    func detachedStore(for state: ElementState) -> Store<ElementState, ElementAction> {
        let store = Store<ElementState, ElementAction>(scopedState: state, toParent: { _, _ in })
        store.invalidate()
        return store
    }

    /// How many row stores are alive; for tests and the benchmark.
    var liveCount: Int {
        stores.values.count { $0.store != nil }
    }

    /// Refreshes the row stores the parent's last action may have changed: the rows the
    /// `forEach` reported, or every live one when it reported a change to the whole list or
    /// nothing at all.
    @inlinable
    func parentDidChange(_ state: ParentState, changes: [CollectionChange]) {
        guard !stores.isEmpty else { return }
        var touched: ID?
        var refreshesAll = true
        var mentioned = false
        for change in changes where change.collection == collection {
            if !mentioned {
                mentioned = true
                refreshesAll = false
            }
            switch change.rows {
            case .all:
                refreshesAll = true
            case .element(let id):
                // One row per action is the rule; a second (two forEach over the same list) refreshes all.
                if touched == nil, let id = id as? ID { touched = id } else { refreshesAll = true }
            case .none:
                break
            }
        }
        let elements = state[keyPath: toElements]
        if refreshesAll {
            for id in Array(stores.keys) { refresh(id, in: elements) }
        } else if let touched {
            refresh(touched, in: elements)
        }
    }

    @inlinable
    func refresh(_ id: ID, in elements: IdentifiedArray<ID, ElementState>) {
        guard let store = stores[id]?.store else {
            stores[id] = nil
            return
        }
        guard let state = elements[id: id] else {
            store.invalidate()
            stores[id] = nil
            return
        }
        if !isDuplicate(store.currentState, state) {
            store.replaceState(state, changes: [])
        }
    }
}
