/// What a `forEach` reducer did to its collection while handling one action, carried back to
/// the store on the effect it returns: the store then refreshes the one row store an element
/// action touched, instead of comparing every row of a long list after every action.
///
/// An effect that carries no change for a collection (a reducer that dropped its child's effect,
/// an action that never reached the `forEach`) makes the store compare every live row store of
/// that collection: missing information costs time, never correctness.
@usableFromInline
struct CollectionChange: @unchecked Sendable {
    /// Which rows may have changed.
    @usableFromInline
    enum Rows {
        /// Only the element with this identifier (an element action ran its reducer). An
        /// existential rather than `AnyHashable`: making an `AnyHashable` looks up a protocol
        /// conformance at run time, a cost on every element action; only a store with row
        /// stores reads the identifier back, as its own `ID` type.
        case element(any Hashable & Sendable)
        /// None: the action reached the `forEach` and left the collection as it was.
        case none
        /// Any of them: the feature's own reducer changed the collection.
        case all
    }

    /// The collection, as a key path from the state of the feature whose reducer holds the `forEach`.
    @usableFromInline let collection: AnyKeyPath
    /// Which of its rows may have changed.
    @usableFromInline let rows: Rows

    @usableFromInline
    init(collection: AnyKeyPath, rows: Rows) {
        self.collection = collection
        self.rows = rows
    }
}
