import Kumiki
import ShowcaseDomain
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents

/// A novel's detail: binds ``NovelDetailViewModel``.
@MainActor
final class NovelDetailScreen: ScreenController {
    private let viewModel: NovelDetailViewModel
    private var subscriptions: Set<AnyCancellable> = []
    var navigate: (ScreenCommand) -> Void = { _ in }

    init(viewModel: NovelDetailViewModel) {
        self.viewModel = viewModel
        follow(viewModel.$transitionItem, of: viewModel, finished: { $0.transitionDidFinish() }) { viewModel, item in
            guard case .readOnWeb(let url) = item else { return nil }
            return .push(.web(url: url.absoluteString, title: viewModel.novel?.title ?? viewModel.ncode))
        }
        .store(in: &subscriptions)
    }

    var title: String { viewModel.novel?.title ?? viewModel.ncode }
    var hints: String { "Enter 読む  a 読書リスト  r 再試行" }
    var changes: AnyPublisher<Void, Never> { viewModel.redraws }

    func appear() {
        viewModel.onAppear()
    }

    func draw(in canvas: inout Canvas, area: ScreenArea) {
        guard let novel = viewModel.novel else {
            if let error = viewModel.errorMessage {
                _ = ListStatusView.draw(ListViewFlags(showsRetryView: true), errorMessage: error, emptyText: "", area: area, canvas: &canvas)
            } else if viewModel.isLoading {
                _ = ListStatusView.draw(ListViewFlags(showsFullScreenIndicator: true), errorMessage: nil, emptyText: "", area: area, canvas: &canvas)
            }
            return
        }
        let left = area.left + 1
        var row = area.top
        func line(_ text: String, _ style: CellStyle = .plain) {
            guard row < area.row(area.height) else { return }
            canvas.write(text, row: row, column: left, style: style, maxWidth: area.width - 2)
            row += 1
        }
        line(novel.title, .bold)
        line("作者: \(novel.writer)　ジャンル: \(novel.genre.name)")
        line("\(Formatting.number(novel.length))文字　全\(novel.chapterCount)話　\(novel.isCompleted ? "完結済" : "連載中")　最終更新: \(Formatting.day(novel.lastUpdated))")
        line("キーワード: \(novel.keywords.joined(separator: " "))", .dim)
        line(viewModel.isInReadingList ? "★ 読書リストに入っています" : "☆ 読書リストに入っていません")
        row += 1
        for text in DisplayWidth.wrap(novel.synopsis, to: area.width - 2).prefix(max(0, area.height - 9)) {
            line(text)
        }
        row = max(row, area.row(area.height - 2))
        line(novel.readingURL.absoluteString, .dim)
        if let error = viewModel.errorMessage { line(error, .error) }
    }

    func handle(_ key: Key) -> ScreenCommand {
        switch key {
        case .enter: viewModel.readButtonDidTap()
        case .text("a"): viewModel.readingListButtonDidTap()
        case .text("r"): viewModel.retryButtonDidTap()
        default: return .unhandled
        }
        return .handled
    }
}
