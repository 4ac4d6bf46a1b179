/// How strictly a ``TestStore`` checks a feature.
public enum Exhaustivity: Equatable, Sendable {
    /// Every state change, every received action and every running effect must be asserted.
    case on
    /// Only what a test asserts is checked: unasserted state, skipped actions and
    /// effects still running at the end are allowed. Assert with absolute values
    /// (`$0.count = 3`), since the assertion is applied to the actual new state.
    case off
}
