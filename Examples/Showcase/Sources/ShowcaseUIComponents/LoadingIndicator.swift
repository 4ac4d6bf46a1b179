/// The loading indicators every screen shows the same way: one for a screen with nothing to
/// show yet, one under content that stays on screen while it refreshes.
public enum LoadingIndicator {
    /// What a screen with nothing to show yet says.
    public static let fullScreenText = "読み込み中…"
    /// What a list that refreshes in place says under its rows.
    public static let inlineText = "更新中…"

    /// Draws `text` (``fullScreenText`` by default) at `row`, `column`; returns its width.
    @discardableResult
    public static func draw(_ text: String = fullScreenText, row: Int, column: Int, canvas: inout Canvas) -> Int {
        canvas.write(text, row: row, column: column)
    }

    /// Draws `text` (``inlineText`` by default), dimmed, at `row`, `column`; returns its width.
    @discardableResult
    public static func drawInline(_ text: String = inlineText, row: Int, column: Int, canvas: inout Canvas) -> Int {
        canvas.write(text, row: row, column: column, style: .dim)
    }
}
