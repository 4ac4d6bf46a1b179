/// A button drawn as text: `[ 保存する ]`, marked `›` when it has the keyboard (so plain-text
/// frames show focus too) and `（無効）` when it cannot be pressed.
public enum ButtonLabel {
    /// Draws the button at `row`, `column`, cut at `maxWidth` columns when given; returns the columns used.
    @discardableResult
    public static func draw(
        _ title: String, isFocused: Bool, isEnabled: Bool = true, row: Int, column: Int, maxWidth: Int? = nil, canvas: inout Canvas
    ) -> Int {
        let style: CellStyle = isFocused ? .selected : (isEnabled ? .bold : .dim)
        return canvas.write(text(title, isFocused: isFocused, isEnabled: isEnabled), row: row, column: column, style: style, maxWidth: maxWidth)
    }

    /// The columns the button takes.
    public static func width(of title: String, isEnabled: Bool = true) -> Int {
        DisplayWidth.of(text(title, isFocused: false, isEnabled: isEnabled))
    }

    private static func text(_ title: String, isFocused: Bool, isEnabled: Bool) -> String {
        (isFocused ? "›" : " ") + "[ \(title)\(isEnabled ? "" : "（無効）") ]"
    }
}
