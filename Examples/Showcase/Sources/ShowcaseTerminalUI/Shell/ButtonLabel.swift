/// A button drawn as text: `[ 保存する ]`, marked `›` when it has the keyboard (so plain-text
/// frames show focus too) and `（無効）` when it cannot be pressed.
enum ButtonLabel {
    /// Draws the button at `row`, `column`; returns the columns used.
    @discardableResult
    static func draw(_ title: String, isFocused: Bool, isEnabled: Bool = true, row: Int, column: Int, canvas: inout Canvas) -> Int {
        let text = (isFocused ? "›" : " ") + "[ \(title)\(isEnabled ? "" : "（無効）") ]"
        let style: CellStyle = isFocused ? .selected : (isEnabled ? .bold : .dim)
        return canvas.write(text, row: row, column: column, style: style)
    }
}
