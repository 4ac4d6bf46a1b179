import Kumiki
import KumikiStore
import ShowcaseDomain
import ShowcaseRouting
import ShowcaseUIComponents

/// The NewsPicks feed: binds a ``KumikiStore/Store`` of ``NewsFeed``:
/// draws its state, sends its actions (seed `004_…`: the same component would serve UIKit
/// or SwiftUI).
@MainActor
final class NewsFeedScreen: ScreenController {
    private let store: Store<NewsFeed.State, NewsFeed.Action>
    private var cursor = ListCursor()
    var navigate: (ScreenCommand) -> Void = { _ in }

    init(store: Store<NewsFeed.State, NewsFeed.Action>) {
        self.store = store
    }

    var title: String { store.state.openedArticle?.title ?? "NewsPicks \(store.state.tab.title)" }
    var hints: String { store.state.openedArticle == nil ? "↑↓ 移動  Enter 開く  ←→ タブ  u 更新  r 再試行" : "Esc 閉じる" }
    var changes: AnyPublisher<Void, Never> { store.publisher.map { _ in () }.eraseToAnyPublisher() }

    func appear() {
        store.send(.onAppear)
    }

    func draw(in canvas: inout Canvas, area: ScreenArea) {
        let state = store.state
        if let article = state.openedArticle {
            canvas.write(article.title, row: area.top, column: area.left + 1, style: .bold, maxWidth: area.width - 2)
            canvas.write("\(article.publisher)　\(Formatting.number(article.pickCount)) Picks", row: area.row(1), column: area.left + 1, style: .dim)
            canvas.write(article.url, row: area.row(3), column: area.left + 1)
            return
        }
        var column = area.left + 1
        for tab in FeedTab.allCases {
            column += SegmentLabel.draw(tab.title, isSelected: tab == state.tab, row: area.top, column: column, canvas: &canvas) + 1
        }
        let body = ScreenArea(top: area.row(1), left: area.left, width: area.width, height: area.height - 1)
        guard let rows = ListStatusView.draw(state.flags, errorMessage: state.errorMessage, emptyText: "記事はありません", area: body, canvas: &canvas)
        else { return }
        let articles = state.articles
        let titleWidth = max(10, rows.width - 2 - 20 - 13)
        let shown = ListRows.draw(count: articles.count, cursor: &cursor, area: rows, canvas: &canvas) { index in
            let article = articles[index]
            return DisplayWidth.pad(article.title, to: titleWidth) + " " + DisplayWidth.pad(article.publisher, to: 19)
                + DisplayWidth.padLeading(Formatting.number(article.pickCount) + " Picks", to: 13)
        }
        // Impressions and paging are the store's business; the view only says which rows came into view.
        for id in cursor.newlyVisible(shown.map { articles[$0].id }) {
            store.send(.rowAppeared(id))
        }
    }

    func handle(_ key: Key) -> ScreenCommand {
        let state = store.state
        if state.openedArticle != nil {
            guard key == .escape else { return .handled }
            store.send(.articleClosed)
            return .handled
        }
        let tabs = FeedTab.allCases
        let index = tabs.firstIndex(of: state.tab) ?? 0
        switch key {
        case .up: cursor.move(-1, count: state.articles.count)
        case .down: cursor.move(1, count: state.articles.count)
        case .left:
            cursor = ListCursor()
            store.send(.tabSelected(tabs[(index + tabs.count - 1) % tabs.count]))
        case .right:
            cursor = ListCursor()
            store.send(.tabSelected(tabs[(index + 1) % tabs.count]))
        case .enter:
            guard state.articles.indices.contains(cursor.selected) else { return .handled }
            store.send(.articleTapped(state.articles[cursor.selected].id))
        case .text("u"): store.send(.refreshPulled)
        case .text("r"): store.send(.retryTapped)
        default: return .unhandled
        }
        return .handled
    }
}
