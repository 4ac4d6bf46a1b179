import Kumiki
import KumikiStore
import ShowcaseDomain
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents

/// The NewsPicks feed: binds a ``KumikiStore/Store`` of ``NewsFeed``:
/// draws its state, sends its actions (NewsPicks: the same component would serve UIKit
/// or SwiftUI).
@MainActor
final class NewsFeedScreen: ScreenController {
    private let store: Store<NewsFeed.State, NewsFeed.Action>
    private var cursor = ListCursor()
    var navigate: (ScreenCommand) -> Void = { _ in }

    init(store: Store<NewsFeed.State, NewsFeed.Action>) {
        self.store = store
    }

    /// The rows' own stores: each row's actions go to its store, which only that row observes.
    private var rows: StoreCollection<Article.ID, ArticleRow.State, ArticleRow.Action> {
        store.scope(forEach: \.rows, action: NewsFeed.Action.rows)
    }

    var title: String { store.state.openedArticle?.title ?? "NewsPicks \(store.state.tab.title)" }
    var hints: String {
        store.state.openedArticle == nil ? "↑↓ 移動  Enter 開く  b ★  ←→ タブ  u 更新  r 再試行" : "b ★  Esc 閉じる"
    }
    var changes: AnyPublisher<Void, Never> { store.publisher.map { _ in () }.eraseToAnyPublisher() }

    func appear() {
        store.send(.onAppear)
    }

    func draw(in canvas: inout Canvas, area: ScreenArea) {
        let state = store.state
        if let article = state.openedArticle {
            let row = state.rows[id: article.id]
            canvas.write(article.title, row: area.top, column: area.left + 1, style: .bold, maxWidth: area.width - 2)
            canvas.write("\(article.publisher)　\(Formatting.number(article.pickCount)) Picks", row: area.row(1), column: area.left + 1, style: .dim)
            canvas.write(article.url, row: area.row(3), column: area.left + 1)
            if let row {
                let bookmark = row.isBookmarked ? "★ ブックマーク済み" : "☆ ブックマークしていません"
                canvas.write(bookmark + (row.bookmarkFailed ? "（保存できませんでした）" : ""), row: area.row(5), column: area.left + 1)
                if !row.commentText.isEmpty {
                    canvas.write("コメント " + row.commentText, row: area.row(6), column: area.left + 1, style: .dim)
                }
            }
            return
        }
        var column = area.left + 1
        for tab in FeedTab.allCases {
            column += SegmentLabel.draw(tab.title, isSelected: tab == state.tab, row: area.top, column: column, canvas: &canvas) + 1
        }
        let body = ScreenArea(top: area.row(1), left: area.left, width: area.width, height: area.height - 1)
        guard let rows = ListStatusView.draw(
            state.flags, errorMessage: state.errorMessage, emptyText: "記事はありません", notice: state.offlineNotice, area: body, canvas: &canvas)
        else { return }
        let articles = state.rows
        let titleWidth = max(10, rows.width - 2 - 2 - 20 - 13)
        let shown = ListRows.draw(count: articles.count, cursor: &cursor, area: rows, canvas: &canvas) { index in
            let row = articles[index]
            return (row.isBookmarked ? "★ " : "☆ ") + DisplayWidth.pad(row.article.title, to: titleWidth) + " "
                + DisplayWidth.pad(row.article.publisher, to: 19)
                + DisplayWidth.padLeading(Formatting.number(row.article.pickCount) + " Picks", to: 13)
        }
        // Impressions, paging and comment counts (shown on the article) are the rows' and the feed's business; the view
        // only says which rows came into view, each to its own row's store.
        let rowStores = self.rows
        for id in cursor.newlyVisible(shown.map { articles[$0].id }) {
            rowStores.store(for: id)?.send(.appeared)
        }
    }

    func handle(_ key: Key) -> ScreenCommand {
        let state = store.state
        if let opened = state.openedArticle {
            switch key {
            case .escape: store.send(.articleClosed)
            case .text("b"): rows.store(for: opened.id)?.send(.bookmarkTapped)
            default: break
            }
            return .handled
        }
        let tabs = FeedTab.allCases
        let index = tabs.firstIndex(of: state.tab) ?? 0
        switch key {
        case .up: cursor.move(-1, count: state.rows.count)
        case .down: cursor.move(1, count: state.rows.count)
        case .left:
            cursor = ListCursor()
            store.send(.tabSelected(tabs[(index + tabs.count - 1) % tabs.count]))
        case .right:
            cursor = ListCursor()
            store.send(.tabSelected(tabs[(index + 1) % tabs.count]))
        case .enter:
            guard state.rows.indices.contains(cursor.selected) else { return .handled }
            rows.store(for: state.rows[cursor.selected].id)?.send(.tapped)
        case .text("b"):
            guard state.rows.indices.contains(cursor.selected) else { return .handled }
            rows.store(for: state.rows[cursor.selected].id)?.send(.bookmarkTapped)
        case .text("u"): store.send(.refreshPulled)
        case .text("r"): store.send(.retryTapped)
        default: return .unhandled
        }
        return .handled
    }
}
