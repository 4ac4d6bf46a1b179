/// What a screen asks of the shell after a key, or when its ViewModel navigates.
public enum ScreenCommand: Equatable, Sendable {
    /// The screen did not use the key: the shell may (Tab switches tabs, Esc goes back).
    case unhandled
    /// The screen used the key.
    case handled
    /// Push a screen on the current tab.
    case push(ShowcaseDestination)
    /// Go back one screen.
    case pop
}
