import Kumiki
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents

/// What a tab or route no registered feature answers shows: an App that forgot to register a
/// feature says so on screen instead of crashing (the composition tests catch it first).
@MainActor
final class UnavailableScreen: ScreenController {
    let title: String
    var hints: String { "" }
    var changes: AnyPublisher<Void, Never> { Empty().eraseToAnyPublisher() }
    var navigate: (ScreenCommand) -> Void = { _ in }

    init(title: String) {
        self.title = title
    }

    func draw(in canvas: inout Canvas, area: ScreenArea) {
        EmptyState.draw("この画面を表示できる機能が登録されていません", row: area.row(1), column: area.left + 2, canvas: &canvas)
    }

    func handle(_ key: Key) -> ScreenCommand {
        .unhandled
    }
}
