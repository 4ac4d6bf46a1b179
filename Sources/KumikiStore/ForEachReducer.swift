import IssueReporting
import OrderedCollections

/// A feature with a list of child features, one per element of an `IdentifiedArray`, made by
/// ``Reducer/forEach(_:action:extract:element:fileID:filePath:line:column:)-504s2``.
///
/// For an element's action it runs the element's reducer on that element (and then the
/// parent's, which sees every action); the element's effects send their actions back tagged
/// with its identifier, keep their cancellation identifiers to themselves, and are cancelled
/// when the element leaves the collection.
public struct ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
    /// The parent's state.
    public typealias State = Parent.State
    /// The parent's actions.
    public typealias Action = Parent.Action

    @usableFromInline let parent: Parent
    @usableFromInline let toElements: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
    @usableFromInline let embed: @Sendable (IdentifiedAction<ID, Element.Action>) -> Parent.Action
    @usableFromInline let extract: (Parent.Action) -> IdentifiedAction<ID, Element.Action>?
    @usableFromInline let element: Element
    /// Whether two collections are equal, when their elements are `Equatable`: a cheap answer when
    /// the parent left the collection untouched, so the store refreshes no row.
    @usableFromInline let areEqual: ((IdentifiedArray<ID, Element.State>, IdentifiedArray<ID, Element.State>) -> Bool)?
    @usableFromInline let site: ReportingSite

    /// Runs the element's reducer for an element action, then the parent's; cancels the effects
    /// of elements the action removed.
    @inlinable
    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        var elementEffect: Effect<Parent.Action>?
        var touched: ID?
        // Kept only to compare after the parent ran: while it is held, a change the parent makes
        // copies the collection, so an untouched collection compares equal at once (same storage).
        let before: IdentifiedArray<ID, Element.State>
        if let elementAction = extract(action) {
            let id = elementAction.id
            // One access for the element's change and the snapshot: each access through the key path costs.
            let (effect, snapshot) = Self.reduce(element, in: &state[keyPath: toElements], id: id, action: elementAction.action)
            before = snapshot
            if let effect {
                touched = id
                elementEffect = embedded(effect, id: id)
            } else {
                site.report("""
                    A forEach received an action for an element that is not in its collection: \(elementAction.action) \
                    for id \(id). An effect of a removed element may have outlived it, or the action was sent to a \
                    row store after its row was removed.
                    """)
            }
        } else {
            before = state[keyPath: toElements]
        }
        let parentEffect = parent.reduce(into: &state, action: action)
        let after = state[keyPath: toElements]
        var effect = elementEffect.map { .merge($0, parentEffect) } ?? parentEffect
        let parentChanged = areEqual.map { !$0(before, after) } ?? true
        if parentChanged, before.ids != after.ids {
            for removed in before.ids where after[id: removed] == nil {
                effect = .merge(effect, .cancel(id: ElementScope(collection: toElements, id: AnyHashable(removed))))
            }
        }
        let rows: CollectionChange.Rows = parentChanged ? .all : touched.map { .element($0) } ?? .none
        return effect.noting(CollectionChange(collection: toElements, rows: rows))
    }

    /// An element's effect as the parent's: its actions tagged with its identifier, its
    /// cancellation identifiers private to it, and all of it cancelled when the element leaves.
    @usableFromInline
    func embedded(_ effect: Effect<Element.Action>, id: ID) -> Effect<Parent.Action>? {
        if case .none = effect.operation, effect.changes.isEmpty { return nil }
        let scope = ElementScope(collection: toElements, id: AnyHashable(id))
        let embed = self.embed
        return effect
            .scopingCancellation(to: AnyHashable(scope))
            .map { embed(.element(id: id, action: $0)) }
            .cancellable(id: scope)
    }

    /// Runs `element`'s reducer on the element `id` of `elements`, in place; `nil` for the effect
    /// when there is no such element. Returns the collection as it is afterwards, too.
    @inlinable
    static func reduce(
        _ element: Element, in elements: inout IdentifiedArray<ID, Element.State>, id: ID, action: Element.Action
    ) -> (Effect<Element.Action>?, IdentifiedArray<ID, Element.State>) {
        // By position, not `elements[id:]`: modifying through the identifier's optional moves the
        // element to the end of the storage and back (two swaps, each retaining and releasing).
        guard let index = elements.index(id: id) else { return (nil, elements) }
        let effect = element.reduce(into: &elements[index], action: action)
        return (effect, elements)
    }
}

/// Where one element's effects belong: its collection and its identifier.
@usableFromInline
struct ElementScope: Hashable, @unchecked Sendable {
    @usableFromInline let collection: AnyKeyPath
    @usableFromInline let id: AnyHashable

    @usableFromInline
    init(collection: AnyKeyPath, id: AnyHashable) {
        self.collection = collection
        self.id = id
    }
}

/// Where a composition was written, so that a misuse is reported at the developer's own line.
@usableFromInline
struct ReportingSite: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    @usableFromInline
    init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// Reports `message` through IssueReporting: a runtime warning in an app, a failure in a test.
    @usableFromInline
    func report(_ message: String) {
        reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

extension Reducer {
    /// Runs `element` for every element of the collection at `toElements` whose actions this
    /// feature receives as ``IdentifiedAction``s: the feature's rows, each a feature of its own.
    ///
    /// ```swift
    /// Reduce<Feed.State, Feed.Action> { state, action in … }
    ///     .forEach(\.rows, action: Feed.Action.rows, extract: \.rows) { ArticleRow() }
    /// ```
    ///
    /// The element's reducer runs first, then this reducer (which sees every action, the
    /// elements' included). Removing an element cancels its running effects. With `Equatable`
    /// elements, a store scoped to one row is refreshed only when an action of that row ran or
    /// this reducer changed the collection.
    public func forEach<ID: Hashable & Sendable, Element: Reducer>(
        _ toElements: WritableKeyPath<State, IdentifiedArray<ID, Element.State>>,
        action embed: @escaping @Sendable (IdentifiedAction<ID, Element.Action>) -> Action,
        extract: @escaping (Action) -> IdentifiedAction<ID, Element.Action>?,
        element: () -> Element,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> ForEachReducer<Self, ID, Element> {
        ForEachReducer(
            parent: self, toElements: toElements, embed: embed, extract: extract, element: element(), areEqual: nil,
            site: ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Runs `element` for every element of the collection at `toElements`; for `Equatable`
    /// elements, so that a store refreshes only the rows an action touched. See the other overload.
    public func forEach<ID: Hashable & Sendable, Element: Reducer>(
        _ toElements: WritableKeyPath<State, IdentifiedArray<ID, Element.State>>,
        action embed: @escaping @Sendable (IdentifiedAction<ID, Element.Action>) -> Action,
        extract: @escaping (Action) -> IdentifiedAction<ID, Element.Action>?,
        element: () -> Element,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> ForEachReducer<Self, ID, Element> where Element.State: Equatable {
        ForEachReducer(
            parent: self, toElements: toElements, embed: embed, extract: extract, element: element(), areEqual: { $0 == $1 },
            site: ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
