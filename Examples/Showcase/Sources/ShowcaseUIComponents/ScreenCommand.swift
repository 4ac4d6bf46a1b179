import ShowcaseRouting

/// What a screen asks of the front end after a key, or when its ViewModel navigates.
public enum ScreenCommand: Equatable, Sendable {
    /// The screen did not use the key: the front end may (Tab switches tabs, Esc goes back).
    case unhandled
    /// The screen used the key.
    case handled
    /// Open a route on the current tab; whichever feature answers it draws the screen.
    case push(ShowcaseRoute)
    /// Go back one screen.
    case pop
}
