import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents

/// Draws one frame of the shell: the tab bar, the breadcrumbs of the current stack, the
/// visible screen, the status line (launch notes, a toast, or the key hints) and the visible
/// screen's alert over it all.
@MainActor
enum ShellRenderer {
    /// The frame for a terminal of `width` × `height`.
    static func render(
        tabs: [ShowcaseTab], selectedTab: ShowcaseTab, stack: [any ScreenController], note: String?, width: Int, height: Int
    ) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        guard height >= 6, width >= 20 else {
            canvas.write("端末が小さすぎます", row: 0, column: 0)
            return canvas
        }
        var column = 0
        for tab in tabs {
            column += SegmentLabel.draw(tab.title, isSelected: tab == selectedTab, row: 0, column: column, canvas: &canvas)
        }
        guard let screen = stack.last else { return canvas }
        canvas.write(stack.map(\.title).joined(separator: " › "), row: 1, column: 1, style: .bold, maxWidth: width - 2)
        canvas.rule(row: 2)
        screen.draw(in: &canvas, area: ScreenArea(top: 3, left: 0, width: width, height: height - 5))
        canvas.rule(row: height - 2)
        if let message = note ?? screen.toast {
            canvas.write(message, row: height - 1, column: 1, style: .bold, maxWidth: width - 2)
        } else {
            let hints = [screen.hints, stack.count > 1 ? "Esc 戻る" : "", "Tab タブ", "Ctrl-C 終了"].filter { !$0.isEmpty }
            canvas.write(hints.joined(separator: "  "), row: height - 1, column: 1, style: .dim, maxWidth: width - 2)
        }
        if let alert = screen.alert {
            AlertView.draw(alert, in: &canvas)
        }
        return canvas
    }
}
