import Kumiki
import ShowcaseDomain
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents

/// The Narou ranking tab: binds ``RankingViewModel``.
@MainActor
final class RankingScreen: ScreenController {
    private let viewModel: RankingViewModel
    private var cursor = ListCursor()
    private var subscriptions: Set<AnyCancellable> = []
    var navigate: (ScreenCommand) -> Void = { _ in }

    init(viewModel: RankingViewModel) {
        self.viewModel = viewModel
        follow(viewModel.$transitionItem, of: viewModel, finished: { $0.transitionDidFinish() }) { viewModel, item in
            if case .novelDetail(let novel) = item { return .push(.novelDetail(ncode: novel.ncode, novel: novel)) }
            return nil
        }
        .store(in: &subscriptions)
    }

    var title: String { "なろう \(viewModel.selectedType.title)ランキング" }
    var hints: String { "↑↓ 移動  Enter 開く  ←→ 種類  r 再読込" }
    var changes: AnyPublisher<Void, Never> { viewModel.redraws }

    func appear() {
        viewModel.onAppear()
    }

    func draw(in canvas: inout Canvas, area: ScreenArea) {
        var column = area.left + 1
        for type in RankingType.allCases {
            column += SegmentLabel.draw(type.title, isSelected: type == viewModel.selectedType, row: area.top, column: column, canvas: &canvas) + 1
        }
        var top = 1
        if let notice = viewModel.notice {
            for line in DisplayWidth.wrap(notice, to: area.width - 2).prefix(2) {
                canvas.write(line, row: area.row(top), column: area.left + 1, style: .dim)
                top += 1
            }
        }
        let body = ScreenArea(top: area.row(top), left: area.left, width: area.width, height: area.height - top)
        if let ranking = viewModel.ranking {
            var rows = body
            if viewModel.isLoading {
                rows.height -= 1
                LoadingIndicator.drawInline(row: body.row(body.height - 1), column: body.left + 1, canvas: &canvas)
            }
            let entries = ranking.entries
            ListRows.draw(count: entries.count, cursor: &cursor, area: rows, canvas: &canvas) { index in
                let entry = entries[index]
                let rank = DisplayWidth.pad("\(entry.rank)位", to: 6)
                let points = DisplayWidth.pad(Formatting.number(entry.points) + "pt", to: 10)
                guard let novel = entry.novel else { return "\(rank)\(points)（削除された作品 \(entry.ncode)）" }
                return "\(rank)\(points)\(novel.title) ／ \(novel.writer)"
            }
        } else if let error = viewModel.errorMessage {
            _ = ListStatusView.draw(ListViewFlags(showsRetryView: true), errorMessage: error, emptyText: "", area: body, canvas: &canvas)
        } else if viewModel.isLoading {
            _ = ListStatusView.draw(ListViewFlags(showsFullScreenIndicator: true), errorMessage: nil, emptyText: "", area: body, canvas: &canvas)
        }
    }

    func handle(_ key: Key) -> ScreenCommand {
        let types = RankingType.allCases
        let index = types.firstIndex(of: viewModel.selectedType) ?? 0
        switch key {
        case .up: cursor.move(-1, count: viewModel.ranking?.entries.count ?? 0)
        case .down: cursor.move(1, count: viewModel.ranking?.entries.count ?? 0)
        case .left:
            cursor = ListCursor()
            viewModel.rankingTypeDidChange(types[(index + types.count - 1) % types.count])
        case .right:
            cursor = ListCursor()
            viewModel.rankingTypeDidChange(types[(index + 1) % types.count])
        case .enter: viewModel.entryDidSelect(at: cursor.selected)
        case .text("r"): viewModel.retryButtonDidTap()
        default: return .unhandled
        }
        return .handled
    }
}
