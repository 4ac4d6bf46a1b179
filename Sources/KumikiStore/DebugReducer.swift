import CustomDump

/// A reducer that prints every action it receives and the state change it caused, for the
/// moment you need to see what a feature is doing (a flood warning fired, a state is wrong);
/// made by ``Reducer/debug(_:to:)``.
///
/// Debug builds only: in a release build it runs the reducer and prints nothing.
public struct DebugReducer<Base: Reducer>: Reducer {
    /// The wrapped reducer's state.
    public typealias State = Base.State
    /// The wrapped reducer's actions.
    public typealias Action = Base.Action

    let base: Base
    let prefix: String
    let output: @Sendable (String) -> Void

    /// Runs the wrapped reducer, then prints the action and the difference in the state (`−` before, `+` after).
    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        #if DEBUG
        let before = state
        let effect = base.reduce(into: &state, action: action)
        var lines = "\(prefix)received action:\n"
        customDump(action, to: &lines, indent: 2)
        lines += "\n"
        if let difference = diff(before, state) {
            lines += difference
        } else {
            lines += "  (no state change)"
        }
        output(lines)
        return effect
        #else
        return base.reduce(into: &state, action: action)
        #endif
    }
}

extension Reducer {
    /// Prints each action this reducer receives and how it changed the state (custom-dump's
    /// diff), prefixed by `prefix`, to `output` (standard output by default); debug builds only.
    ///
    /// ```swift
    /// Store(initialState: NewsFeed.State(), reducer: NewsFeed(…).debug("feed: "))
    /// ```
    public func debug(_ prefix: String = "", to output: @escaping @Sendable (String) -> Void = { print($0) }) -> DebugReducer<Self> {
        DebugReducer(base: self, prefix: prefix, output: output)
    }
}
