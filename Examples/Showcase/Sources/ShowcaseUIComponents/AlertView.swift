/// A confirmation drawn in a box over the middle of the screen: the title, the wrapped message
/// and the buttons, the selected one highlighted. Buttons that do not fit side by side in the
/// box stand one per line, so none is drawn over the box's edge.
public enum AlertView {
    /// Draws `alert` over `canvas`, at most 56 columns wide.
    public static func draw(_ alert: AlertModel, in canvas: inout Canvas) {
        let width = min(canvas.width - 4, 56)
        let message = DisplayWidth.wrap(alert.message, to: width - 4)
        let buttonsWidth = alert.buttons.reduce(0) { $0 + ButtonLabel.width(of: $1) + 1 }
        let stacksButtons = buttonsWidth > width - 2
        let buttonRows = stacksButtons ? max(1, alert.buttons.count) : 1
        let height = message.count + 5 + buttonRows
        let top = max(0, (canvas.height - height) / 2)
        let left = max(0, (canvas.width - width) / 2)
        for row in top..<(top + height) {
            canvas.write(String(repeating: " ", count: width), row: row, column: left)
        }
        canvas.write("┌" + String(repeating: "─", count: width - 2) + "┐", row: top, column: left)
        canvas.write("└" + String(repeating: "─", count: width - 2) + "┘", row: top + height - 1, column: left)
        for row in (top + 1)..<(top + height - 1) {
            canvas.write("│", row: row, column: left)
            canvas.write("│", row: row, column: left + width - 1)
        }
        canvas.write(alert.title, row: top + 1, column: left + 2, style: .bold, maxWidth: width - 4)
        for (offset, line) in message.enumerated() {
            canvas.write(line, row: top + 3 + offset, column: left + 2)
        }
        var column = left + 1
        for (index, button) in alert.buttons.enumerated() {
            let row = top + height - 1 - buttonRows + (stacksButtons ? index : 0)
            if stacksButtons { column = left + 1 }
            column += ButtonLabel.draw(
                button, isFocused: index == alert.selectedButton, row: row, column: column, maxWidth: width - 2, canvas: &canvas) + 1
        }
    }
}
