/// An action of one element of a collection of child features: which element, and what
/// happened to it. A parent feature embeds it in one of its own actions and hands both to
/// ``Reducer/forEach(_:action:extract:element:fileID:filePath:line:column:)-504s2``.
///
/// ```swift
/// enum Action {
///     case rows(IdentifiedAction<Article.ID, ArticleRow.Action>)
///     var rows: IdentifiedAction<Article.ID, ArticleRow.Action>? {
///         if case .rows(let action) = self { action } else { nil }
///     }
/// }
/// ```
public enum IdentifiedAction<ID: Hashable & Sendable, Action> {
    /// `action` happened to the element identified by `id`.
    case element(id: ID, action: Action)

    /// The element the action is for.
    public var id: ID {
        switch self {
        case .element(let id, _): return id
        }
    }

    /// What happened to the element.
    public var action: Action {
        switch self {
        case .element(_, let action): return action
        }
    }
}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}
