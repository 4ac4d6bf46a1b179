/// What a list with no rows says instead, dimmed: "no results", "nothing saved yet".
public enum EmptyState {
    /// Draws `text` at `row`, `column`, cut to `width` columns when given; returns its width.
    @discardableResult
    public static func draw(_ text: String, row: Int, column: Int, width: Int? = nil, canvas: inout Canvas) -> Int {
        canvas.write(text, row: row, column: column, style: .dim, maxWidth: width)
    }
}
