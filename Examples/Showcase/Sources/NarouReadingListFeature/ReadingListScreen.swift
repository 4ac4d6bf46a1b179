import Kumiki
import ShowcaseDomain
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents

/// The reading list tab: binds ``ReadingListViewModel``.
@MainActor
final class ReadingListScreen: ScreenController {
    private let viewModel: ReadingListViewModel
    private var cursor = ListCursor()
    private var subscriptions: Set<AnyCancellable> = []
    var navigate: (ScreenCommand) -> Void = { _ in }

    init(viewModel: ReadingListViewModel) {
        self.viewModel = viewModel
        follow(viewModel.$transitionItem, of: viewModel, finished: { $0.transitionDidFinish() }) { viewModel, item in
            if case .novelDetail(let ncode) = item { return .push(.novelDetail(ncode: ncode, novel: nil)) }
            return nil
        }
        .store(in: &subscriptions)
    }

    var title: String { "読書リスト" }
    var hints: String { "↑↓ 移動  Enter 開く  d 外す" }
    var changes: AnyPublisher<Void, Never> { viewModel.redraws }
    var toast: String? { viewModel.errorMessage }

    func appear() {
        viewModel.onAppear()
    }

    func draw(in canvas: inout Canvas, area: ScreenArea) {
        let entries = viewModel.entries
        guard let rows = ListStatusView.draw(viewModel.flags, errorMessage: nil,
                                             emptyText: "まだ何も保存していません（作品の画面で a を押すと追加できます）", area: area, canvas: &canvas)
        else { return }
        ListRows.draw(count: entries.count, cursor: &cursor, area: rows, canvas: &canvas) { index in
            "\(entries[index].title) ／ \(entries[index].writer)"
        }
    }

    func handle(_ key: Key) -> ScreenCommand {
        switch key {
        case .up: cursor.move(-1, count: viewModel.entries.count)
        case .down: cursor.move(1, count: viewModel.entries.count)
        case .enter: viewModel.entryDidSelect(at: cursor.selected)
        case .text("d"):
            viewModel.removeButtonDidTap(at: cursor.selected)
            cursor.move(0, count: viewModel.entries.count)
        default: return .unhandled
        }
        return .handled
    }
}
