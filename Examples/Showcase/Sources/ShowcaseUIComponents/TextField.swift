/// The editing of one text field: typed text (Japanese from an input method
/// included) is appended, Backspace removes the last character. The value
/// itself lives in the ViewModel; this only applies keys to it.
public enum TextField {
    /// `value` after `key`, or `nil` if the key does not edit text.
    public static func edit(_ value: String, with key: Key) -> String? {
        switch key {
        case .text(let text):
            return value + text
        case .backspace:
            return value.isEmpty ? value : String(value.dropLast())
        default:
            return nil
        }
    }

    /// Draws `label` and `value` on `row`; a focused field shows a cursor.
    public static func draw(_ label: String, value: String, placeholder: String = "", isFocused: Bool, row: Int, area: ScreenArea, canvas: inout Canvas) {
        let labelWidth = canvas.write(label, row: row, column: area.left + 1, style: isFocused ? .bold : .plain)
        let column = area.left + 1 + labelWidth + 1
        let fieldWidth = max(1, min(36, area.width - labelWidth - 4))
        let text = value.isEmpty && !isFocused ? placeholder : value + (isFocused ? "▏" : "")
        canvas.write("[" + DisplayWidth.pad(text, to: fieldWidth) + "]", row: row, column: column,
                     style: value.isEmpty && !isFocused ? .dim : .plain)
    }
}
