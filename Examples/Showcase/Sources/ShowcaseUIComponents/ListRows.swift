/// Draws the rows of a list in an area, the selected one highlighted, and reports
/// which rows were shown (a ViewModel may load ahead when the last ones show).
public enum ListRows {
    /// Draws `count` rows with `text(index)` and returns the indices drawn.
    @discardableResult
    public static func draw(
        count: Int, cursor: inout ListCursor, area: ScreenArea, canvas: inout Canvas, text: (Int) -> String
    ) -> Range<Int> {
        let range = cursor.visibleRange(count: count, visible: area.height)
        for (line, index) in range.enumerated() {
            let row = area.row(line)
            let isSelected = index == cursor.selected
            canvas.write(isSelected ? "›" : " ", row: row, column: area.left)
            canvas.write(text(index), row: row, column: area.left + 2, style: isSelected ? .selected : .plain, maxWidth: area.width - 2)
            if isSelected { canvas.fill(row: row, column: area.left + 2, length: area.width - 2, style: .selected) }
        }
        return range
    }
}
