/// A key press, as the screens understand it.
public enum Key: Hashable, Sendable {
    /// ↑
    case up
    /// ↓
    case down
    /// ←
    case left
    /// →
    case right
    /// Enter (Return).
    case enter
    /// Esc.
    case escape
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Backspace (or Delete).
    case backspace
    /// Ctrl-C.
    case interrupt
    /// Text typed, including Japanese from an input method.
    case text(String)

    /// The key named in a script: `up`, `enter`, `ctrl-c`…; `nil` for an unknown name.
    public init?(scriptName: String) {
        switch scriptName.lowercased() {
        case "up": self = .up
        case "down": self = .down
        case "left": self = .left
        case "right": self = .right
        case "enter", "return": self = .enter
        case "esc", "escape": self = .escape
        case "tab": self = .tab
        case "backtab", "shift-tab": self = .backTab
        case "backspace", "delete": self = .backspace
        case "ctrl-c", "interrupt": self = .interrupt
        default: return nil
        }
    }
}
