import Kumiki

/// Every shared component in every state a screen puts it in: loading, error, empty, long
/// Japanese text, a narrow terminal. `showcase --catalog` shows them one by one, and the
/// snapshot tests record each one's frame, so a change to a component shows everywhere it
/// matters before a feature meets it.
public enum ComponentCatalog {
    /// A title long enough to be cut, in wide characters with a narrow one among them.
    static let longTitle = "転生したら最強の魔導具師だったので、辺境でのんびりスローライフを送ります（Web版）"

    /// Every entry, grouped by component.
    public static let entries: [CatalogEntry] = listStatus + indicators + errors + empties + rows + badges + controls + alerts + text

    private static let listStatus: [CatalogEntry] = [
        CatalogEntry("ListStatusView", "loading", width: 40, height: 5) { canvas, area in
            _ = ListStatusView.draw(ListViewFlags(showsFullScreenIndicator: true), errorMessage: nil, emptyText: "", area: area, canvas: &canvas)
        },
        CatalogEntry("ListStatusView", "error", width: 40, height: 5) { canvas, area in
            _ = ListStatusView.draw(
                ListViewFlags(showsRetryView: true), errorMessage: "通信できませんでした", emptyText: "", area: area, canvas: &canvas)
        },
        CatalogEntry("ListStatusView", "empty", width: 40, height: 5) { canvas, area in
            _ = ListStatusView.draw(ListViewFlags(showsNoDataView: true), errorMessage: nil, emptyText: "作品がありません", area: area, canvas: &canvas)
        },
        CatalogEntry("ListStatusView", "refreshing under rows", width: 40, height: 5) { canvas, area in
            var cursor = ListCursor()
            if let rowsArea = ListStatusView.draw(
                ListViewFlags(showsList: true, showsInlineIndicator: true), errorMessage: nil, emptyText: "", area: area, canvas: &canvas) {
                ListRows.draw(count: 3, cursor: &cursor, area: rowsArea, canvas: &canvas) { "作品 \($0 + 1)" }
            }
        },
        CatalogEntry("ListStatusView", "error under rows", width: 40, height: 5) { canvas, area in
            var cursor = ListCursor()
            if let rowsArea = ListStatusView.draw(
                ListViewFlags(showsList: true, showsInlineError: true), errorMessage: "更新できませんでした", emptyText: "", area: area, canvas: &canvas) {
                ListRows.draw(count: 3, cursor: &cursor, area: rowsArea, canvas: &canvas) { "作品 \($0 + 1)" }
            }
        },
        CatalogEntry("ListStatusView", "error, narrow width", width: 16, height: 5) { canvas, area in
            _ = ListStatusView.draw(
                ListViewFlags(showsRetryView: true), errorMessage: "サーバーが応答しませんでした", emptyText: "", area: area, canvas: &canvas)
        },
    ]

    private static let indicators: [CatalogEntry] = [
        CatalogEntry("LoadingIndicator", "full screen", width: 24, height: 1) { canvas, area in
            LoadingIndicator.draw(row: area.top, column: area.left, canvas: &canvas)
        },
        CatalogEntry("LoadingIndicator", "inline", width: 24, height: 1) { canvas, area in
            LoadingIndicator.drawInline(row: area.top, column: area.left, canvas: &canvas)
        },
    ]

    private static let errors: [CatalogEntry] = [
        CatalogEntry("ErrorView", "with retry", width: 40, height: 2) { canvas, area in
            ErrorView.draw("作品を読み込めませんでした", row: area.top, column: area.left, width: area.width, canvas: &canvas)
        },
        CatalogEntry("ErrorView", "long Japanese text, narrow width", width: 20, height: 2) { canvas, area in
            ErrorView.draw("読書リストを更新できませんでした。しばらくしてから再試行してください", row: area.top, column: area.left, width: area.width, canvas: &canvas)
        },
        CatalogEntry("ErrorView", "inline", width: 40, height: 1) { canvas, area in
            ErrorView.drawInline("更新できませんでした", row: area.top, column: area.left, width: area.width, canvas: &canvas)
        },
    ]

    private static let empties: [CatalogEntry] = [
        CatalogEntry("EmptyState", "empty", width: 30, height: 1) { canvas, area in
            EmptyState.draw("読書リストは空です", row: area.top, column: area.left, canvas: &canvas)
        },
        CatalogEntry("EmptyState", "long Japanese text, narrow width", width: 15, height: 1) { canvas, area in
            EmptyState.draw("検索条件に合う作品は見つかりませんでした", row: area.top, column: area.left, width: area.width, canvas: &canvas)
        },
    ]

    private static let rows: [CatalogEntry] = [
        CatalogEntry("ListRows", "long Japanese text", width: 40, height: 3) { canvas, area in
            var cursor = ListCursor()
            cursor.move(1, count: 3)
            ListRows.draw(count: 3, cursor: &cursor, area: area, canvas: &canvas) { index in
                DisplayWidth.pad("\(index + 1)位", to: 5) + longTitle
            }
        },
        CatalogEntry("ListRows", "narrow width, scrolled", width: 17, height: 3) { canvas, area in
            var cursor = ListCursor()
            cursor.move(5, count: 8)
            ListRows.draw(count: 8, cursor: &cursor, area: area, canvas: &canvas) { index in "\(index + 1). 手織りのコースター" }
        },
    ]

    private static let badges: [CatalogEntry] = [
        CatalogEntry("Badge", "favourite on and off", width: 24, height: 1) { canvas, area in
            var column = area.left
            column += Badge.draw(Badge.favorite(true), row: area.top, column: column, canvas: &canvas) + 1
            Badge.draw(Badge.favorite(false), row: area.top, column: column, canvas: &canvas)
        },
        CatalogEntry("Badge", "unread counts", width: 24, height: 2) { canvas, area in
            Badge.draw(Badge.unread(3), style: .dim, row: area.top, column: area.left, canvas: &canvas)
            Badge.draw(Badge.unread(0), style: .dim, row: area.top + 1, column: area.left, canvas: &canvas)
        },
    ]

    private static let controls: [CatalogEntry] = [
        CatalogEntry("ButtonLabel", "focused, unfocused, disabled", width: 40, height: 1) { canvas, area in
            var column = area.left
            column += ButtonLabel.draw("登録する", isFocused: true, row: area.top, column: column, canvas: &canvas) + 1
            column += ButtonLabel.draw("キャンセル", isFocused: false, row: area.top, column: column, canvas: &canvas) + 1
            ButtonLabel.draw("削除", isFocused: false, isEnabled: false, row: area.top, column: column, canvas: &canvas)
        },
        CatalogEntry("SegmentLabel", "selected and not", width: 40, height: 1) { canvas, area in
            var column = area.left
            for (index, title) in ["日間", "週間", "月間", "四半期"].enumerated() {
                column += SegmentLabel.draw(title, isSelected: index == 1, row: area.top, column: column, canvas: &canvas) + 1
            }
        },
        CatalogEntry("TextField", "empty, with a placeholder", width: 40, height: 1) { canvas, area in
            TextField.draw("メール", value: "", placeholder: "name@example.com", isFocused: false, row: area.top, area: area, canvas: &canvas)
        },
        CatalogEntry("TextField", "focused, Japanese text", width: 40, height: 1) { canvas, area in
            TextField.draw("検索", value: "婚約破棄", isFocused: true, row: area.top, area: area, canvas: &canvas)
        },
        CatalogEntry("TextField", "long Japanese text, narrow width", width: 20, height: 1) { canvas, area in
            TextField.draw("検索", value: longTitle, isFocused: true, row: area.top, area: area, canvas: &canvas)
        },
    ]

    private static let alerts: [CatalogEntry] = [
        CatalogEntry("AlertView", "two buttons", width: 60, height: 9) { canvas, _ in
            AlertView.draw(AlertModel(title: "確認", message: "送料無料設定を削除しますか？", buttons: ["キャンセル", "削除する"], selectedButton: 1), in: &canvas)
        },
        CatalogEntry("AlertView", "long Japanese text, narrow width", width: 28, height: 11) { canvas, _ in
            AlertView.draw(AlertModel(
                title: "保存されていない変更があります",
                message: "このまま戻ると、入力した金額は保存されません。よろしいですか？",
                buttons: ["戻る", "編集を続ける"]), in: &canvas)
        },
    ]

    private static let text: [CatalogEntry] = [
        CatalogEntry("DisplayWidth", "wide characters cut at an odd width", width: 11, height: 2) { canvas, area in
            canvas.write("あいうえおか", row: area.top, column: area.left)
            canvas.write(DisplayWidth.truncate("ABCあいうえお", to: area.width), row: area.top + 1, column: area.left)
        },
    ]
}
