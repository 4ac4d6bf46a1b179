import Kumiki
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents

/// A page the terminal cannot show (a novel to read, an article): its address, to open in a browser.
@MainActor
final class WebPageScreen: ScreenController {
    let title: String
    let url: String
    var hints: String { "" }
    var changes: AnyPublisher<Void, Never> { Empty().eraseToAnyPublisher() }
    var navigate: (ScreenCommand) -> Void = { _ in }

    init(url: String, title: String) {
        self.url = url
        self.title = title
    }

    func draw(in canvas: inout Canvas, area: ScreenArea) {
        canvas.write(title, row: area.row(1), column: area.left + 2, style: .bold, maxWidth: area.width - 4)
        canvas.write("ブラウザで開いてください:", row: area.row(3), column: area.left + 2)
        canvas.write(url, row: area.row(4), column: area.left + 4, maxWidth: area.width - 6)
    }

    func handle(_ key: Key) -> ScreenCommand {
        .unhandled
    }
}
