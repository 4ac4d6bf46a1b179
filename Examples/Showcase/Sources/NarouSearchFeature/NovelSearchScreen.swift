import Kumiki
import ShowcaseDomain
import ShowcaseFeatureContract
import ShowcasePresentation
import ShowcaseRouting
import ShowcaseUIComponents

/// The Narou search tab: binds ``NovelSearchViewModel``; typing edits its query.
@MainActor
final class NovelSearchScreen: ScreenController {
    private let viewModel: NovelSearchViewModel
    private var cursor = ListCursor()
    private var subscriptions: Set<AnyCancellable> = []
    var navigate: (ScreenCommand) -> Void = { _ in }

    init(viewModel: NovelSearchViewModel) {
        self.viewModel = viewModel
        follow(viewModel.$transitionItem, of: viewModel, finished: { $0.transitionDidFinish() }) { viewModel, item in
            if case .novelDetail(let novel) = item { return .push(.novelDetail(ncode: novel.ncode, novel: novel)) }
            return nil
        }
        .store(in: &subscriptions)
    }

    var title: String { "なろう 小説検索" }
    var hints: String { "文字入力で検索  ↑↓ 移動  Enter 開く  ←→ 並び順" }
    var changes: AnyPublisher<Void, Never> { viewModel.redraws }

    func draw(in canvas: inout Canvas, area: ScreenArea) {
        TextField.draw("検索:", value: viewModel.query, placeholder: "タイトル・あらすじ・キーワード・作者", isFocused: true,
                       row: area.top, area: area, canvas: &canvas)
        var column = area.left + 1
        column += canvas.write("並び順:", row: area.row(1), column: column, style: .dim) + 1
        for order in NovelSearchOrder.allCases {
            column += SegmentLabel.draw(order.title, isSelected: order == viewModel.order, row: area.row(1), column: column, canvas: &canvas) + 1
        }
        if !viewModel.state.items.isEmpty || viewModel.totalCount > 0 {
            canvas.write("\(Formatting.number(viewModel.totalCount))件", row: area.row(1), column: area.left + area.width - 10, style: .dim)
        }
        let body = ScreenArea(top: area.row(2), left: area.left, width: area.width, height: area.height - 2)
        let novels = viewModel.state.items
        guard let rows = ListStatusView.draw(
            viewModel.state.flags, errorMessage: viewModel.state.request.failure.map { FailureMessage($0, headline: "検索できませんでした").text },
            emptyText: viewModel.query.isEmpty ? "キーワードを入力してください" : "見つかりませんでした", area: body, canvas: &canvas)
        else { return }
        let shown = ListRows.draw(count: novels.count, cursor: &cursor, area: rows, canvas: &canvas) { index in
            "\(novels[index].title) ／ \(novels[index].writer)"
        }
        let appeared = Set(cursor.newlyVisible(shown.map { novels[$0].ncode }))
        for index in shown where appeared.contains(novels[index].ncode) { viewModel.didShowNovel(at: index) }
    }

    func handle(_ key: Key) -> ScreenCommand {
        if let edited = TextField.edit(viewModel.query, with: key) {
            cursor = ListCursor()
            viewModel.query = edited
            return .handled
        }
        let orders = NovelSearchOrder.allCases
        let index = orders.firstIndex(of: viewModel.order) ?? 0
        switch key {
        case .up: cursor.move(-1, count: viewModel.state.items.count)
        case .down: cursor.move(1, count: viewModel.state.items.count)
        case .left: viewModel.orderDidChange(orders[(index + orders.count - 1) % orders.count])
        case .right: viewModel.orderDidChange(orders[(index + 1) % orders.count])
        case .enter:
            if viewModel.state.flags.showsRetryView { viewModel.retryButtonDidTap() } else { viewModel.novelDidSelect(at: cursor.selected) }
        default: return .unhandled
        }
        return .handled
    }
}
