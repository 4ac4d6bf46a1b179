/// The escape codes the Showcase sends to a terminal: everything it knows about
/// VT100/xterm lives in this one file.
public enum ANSI {
    /// Switches to the alternate screen, leaving the user's scrollback untouched.
    public static let enterAlternateScreen = "\u{1B}[?1049h"
    /// Returns to the normal screen.
    public static let leaveAlternateScreen = "\u{1B}[?1049l"
    /// Hides the cursor.
    public static let hideCursor = "\u{1B}[?25l"
    /// Shows the cursor.
    public static let showCursor = "\u{1B}[?25h"
    /// Clears the screen.
    public static let clearScreen = "\u{1B}[2J"
    /// Moves the cursor to the top-left corner.
    public static let home = "\u{1B}[H"

    /// Moves the cursor to `row`, `column` (from 0).
    public static func moveTo(row: Int, column: Int) -> String {
        "\u{1B}[\(row + 1);\(column + 1)H"
    }

    /// Selects the attributes of `style` (resetting the others first).
    public static func style(_ style: CellStyle) -> String {
        var codes = ["0"]
        if style.isBold { codes.append("1") }
        if style.isDim { codes.append("2") }
        if style.isInverse { codes.append("7") }
        if style.isError { codes.append("31") }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// Everything that restores a terminal the Showcase drew on: plain style, cursor, normal screen.
    public static let restore = style(.plain) + showCursor + leaveAlternateScreen
}
