/// Small marks drawn inside rows and headers: a favourite's heart, a count of unread messages.
public enum Badge {
    /// `♥` for a favourite, `♡` otherwise.
    public static func favorite(_ isFavorite: Bool) -> String {
        isFavorite ? "♥" : "♡"
    }

    /// `未読 3 件`, or `すべて既読です` when nothing is unread.
    public static func unread(_ count: Int) -> String {
        count == 0 ? "すべて既読です" : "未読 \(count) 件"
    }

    /// Draws `text` in `style` at `row`, `column`; returns its width.
    @discardableResult
    public static func draw(_ text: String, style: CellStyle = .bold, row: Int, column: Int, canvas: inout Canvas) -> Int {
        canvas.write(text, row: row, column: column, style: style)
    }
}
