/// One choice of a row of choices (tabs, ranking periods, sort orders): ` 週間 ` or, when
/// chosen, `[週間]` in inverse, so plain-text frames show the choice as a terminal does.
public enum SegmentLabel {
    /// Draws the choice at `row`, `column`; returns the columns used.
    @discardableResult
    public static func draw(_ title: String, isSelected: Bool, row: Int, column: Int, canvas: inout Canvas) -> Int {
        canvas.write(isSelected ? "[\(title)]" : " \(title) ", row: row, column: column, style: isSelected ? .selected : .plain)
    }
}
