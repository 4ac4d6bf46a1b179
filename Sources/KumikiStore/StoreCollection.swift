/// The row stores of a list, in the list's order: what
/// ``Store/scope(forEach:action:)-6d02k`` gives a view that shows one row per element.
///
/// Its elements are made on demand: a lazy list makes stores only for the rows it shows.
/// UIKit screens that keep identifiers in a diffable data source ask ``store(for:)`` per cell.
///
/// It keeps the identifiers and elements of the list as they were when it was made; a row
/// asked for after it left the list gets a store over its last state that refuses actions.
/// Holding the collection holds that copy of the list, so a change to a row while a view keeps
/// the collection (a SwiftUI `ForEach` does) copies the list's storage once.
public struct StoreCollection<ID: Hashable & Sendable, State, Action>: RandomAccessCollection {
    private let storeFor: @MainActor (ID) -> Store<State, Action>?
    private let detached: @MainActor (State) -> Store<State, Action>
    private let elements: IdentifiedArray<ID, State>

    @usableFromInline
    init(
        storeFor: @escaping @MainActor (ID) -> Store<State, Action>?,
        detached: @escaping @MainActor (State) -> Store<State, Action>,
        elements: IdentifiedArray<ID, State>
    ) {
        self.storeFor = storeFor
        self.detached = detached
        self.elements = elements
    }

    /// The rows' identifiers, in order.
    public var ids: [ID] { Array(elements.ids) }

    /// The first position.
    public var startIndex: Int { 0 }

    /// The position after the last row.
    public var endIndex: Int { elements.count }

    /// The store of the row at `position`; views ask on the main actor, where stores live.
    public subscript(position: Int) -> Store<State, Action> {
        // Stores and their registry live on the main actor, where views ask for rows.
        nonisolated(unsafe) let element = elements[position]
        let (storeFor, detached) = (self.storeFor, self.detached)
        nonisolated(unsafe) var store: Store<State, Action>?
        let id = elements.ids[position]
        MainActor.assumeIsolated {
            store = storeFor(id) ?? detached(element)
        }
        return store.unsafelyUnwrapped
    }

    /// The store of the row `id`, or `nil` when it is not in the list now.
    @MainActor
    public func store(for id: ID) -> Store<State, Action>? {
        storeFor(id)
    }
}
