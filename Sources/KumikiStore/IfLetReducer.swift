/// A feature with an optional child feature (a detail screen, a sheet, an alert), made by
/// ``Reducer/ifLet(_:action:extract:then:fileID:filePath:line:column:)``.
///
/// For a child action it runs the child's reducer while the child's state exists (and then the
/// parent's, which sees every action); the child's effects send their actions back embedded in
/// the parent's, keep their cancellation identifiers to themselves, and are cancelled when the
/// child's state becomes `nil`.
public struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
    /// The parent's state.
    public typealias State = Parent.State
    /// The parent's actions.
    public typealias Action = Parent.Action

    let parent: Parent
    let toChild: WritableKeyPath<Parent.State, Child.State?>
    let embed: @Sendable (Child.Action) -> Parent.Action
    let extract: (Parent.Action) -> Child.Action?
    let child: Child
    let site: ReportingSite

    /// Runs the child's reducer for a child action, then the parent's; cancels the child's
    /// effects when its state goes away.
    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        let scope = ChildScope(path: toChild)
        var childEffect = Effect<Parent.Action>.none
        if let childAction = extract(action) {
            if let effect = Self.reduce(child, &state[keyPath: toChild], childAction) {
                childEffect = effect.scopingCancellation(to: AnyHashable(scope)).map(embed).cancellable(id: scope)
            } else {
                site.report("""
                    An ifLet received a child action while the child's state was nil: \(childAction). An effect of \
                    the child may have outlived it, or the action was sent to the child's store after it was dismissed.
                    """)
            }
        }
        let wasPresent = state[keyPath: toChild] != nil
        let effect = Effect.merge(childEffect, parent.reduce(into: &state, action: action))
        guard wasPresent, state[keyPath: toChild] == nil else { return effect }
        return .merge(effect, .cancel(id: scope))
    }

    /// Runs `child`'s reducer on `state` in place, or returns `nil` when the state is `nil`.
    private static func reduce(_ child: Child, _ state: inout Child.State?, _ action: Child.Action) -> Effect<Child.Action>? {
        guard var current = state.take() else { return nil }
        let effect = child.reduce(into: &current, action: action)
        state = current
        return effect
    }
}

/// Where an optional child's effects belong.
struct ChildScope: Hashable, @unchecked Sendable {
    let path: AnyKeyPath
}

extension Reducer {
    /// Runs `child` on the optional state at `toChild` while it exists, for the child actions
    /// this feature receives: a detail screen, a sheet, an alert, each a feature of its own.
    ///
    /// ```swift
    /// Reduce<Feed.State, Feed.Action> { state, action in … }
    ///     .ifLet(\.detail, action: Feed.Action.detail, extract: \.detail) { ArticleDetail() }
    /// ```
    ///
    /// The child's reducer runs first, then this reducer. Setting the child's state to `nil`
    /// cancels its running effects; a child action that arrives while it is `nil` is reported.
    public func ifLet<Child: Reducer>(
        _ toChild: WritableKeyPath<State, Child.State?>,
        action embed: @escaping @Sendable (Child.Action) -> Action,
        extract: @escaping (Action) -> Child.Action?,
        then child: () -> Child,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> IfLetReducer<Self, Child> {
        IfLetReducer(
            parent: self, toChild: toChild, embed: embed, extract: extract, child: child(),
            site: ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
