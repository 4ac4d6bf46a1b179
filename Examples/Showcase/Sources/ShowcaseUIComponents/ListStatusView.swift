import Kumiki

/// Draws what a list screen's flags say (Sync's matrix): the no-data view, the
/// full-screen indicator or the retry view when there are no rows; otherwise the rows'
/// area, with an inline indicator or error line under it.
public enum ListStatusView {
    /// Draws the flags' views and returns the area left for rows, `nil` when no list shows;
    /// `notice` (content saved on the device, shown offline) takes the list's first line, with
    /// the retry key.
    public static func draw(
        _ flags: ListViewFlags, errorMessage: String?, emptyText: String, notice: String? = nil,
        area: ScreenArea, canvas: inout Canvas
    ) -> ScreenArea? {
        let middle = area.row(max(0, area.height / 2 - 1))
        if flags.showsNoDataView {
            EmptyState.draw(emptyText, row: middle, column: area.left + 2, canvas: &canvas)
        }
        if flags.showsFullScreenIndicator {
            LoadingIndicator.draw(row: middle, column: area.left + 2, canvas: &canvas)
        }
        if flags.showsRetryView {
            ErrorView.draw(errorMessage, row: middle, column: area.left + 2, width: area.width - 4, canvas: &canvas)
        }
        guard flags.showsList else { return nil }
        var rows = area
        if let notice {
            canvas.write("⚠ \(notice)（\(ErrorView.retryHint)）", row: area.top, column: area.left + 1, style: .bold, maxWidth: area.width - 2)
            rows.top += 1
            rows.height -= 1
        }
        if flags.showsInlineIndicator {
            rows.height -= 1
            LoadingIndicator.drawInline(row: area.row(area.height - 1), column: area.left + 1, canvas: &canvas)
        }
        if flags.showsInlineError {
            rows.height -= 1
            ErrorView.drawInline(errorMessage, row: area.row(area.height - 1), column: area.left + 1, width: area.width - 2, canvas: &canvas)
        }
        return rows
    }
}
