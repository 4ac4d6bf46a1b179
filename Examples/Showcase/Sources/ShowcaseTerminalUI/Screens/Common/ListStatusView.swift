import Kumiki

/// Draws what a list screen's flags say (seed `002_…`'s matrix): the no-data view, the
/// full-screen indicator or the retry view when there are no rows; otherwise the rows'
/// area, with an inline indicator or error line under it.
enum ListStatusView {
    /// Draws the flags' views and returns the area left for rows, `nil` when no list shows.
    static func draw(
        _ flags: ListViewFlags, errorMessage: String?, emptyText: String,
        area: ScreenArea, canvas: inout Canvas
    ) -> ScreenArea? {
        let middle = area.row(max(0, area.height / 2 - 1))
        if flags.showsNoDataView {
            canvas.write(emptyText, row: middle, column: area.left + 2, style: .dim)
        }
        if flags.showsFullScreenIndicator {
            canvas.write("読み込み中…", row: middle, column: area.left + 2)
        }
        if flags.showsRetryView {
            canvas.write(errorMessage ?? "読み込めませんでした", row: middle, column: area.left + 2, style: .error, maxWidth: area.width - 4)
            canvas.write("r で再試行", row: middle + 1, column: area.left + 2, style: .dim)
        }
        guard flags.showsList else { return nil }
        var rows = area
        if flags.showsInlineIndicator {
            rows.height -= 1
            canvas.write("更新中…", row: area.row(area.height - 1), column: area.left + 1, style: .dim)
        }
        if flags.showsInlineError {
            rows.height -= 1
            let text = (errorMessage ?? "読み込めませんでした") + "（r で再試行）"
            canvas.write(text, row: area.row(area.height - 1), column: area.left + 1, style: .error, maxWidth: area.width - 2)
        }
        return rows
    }
}
