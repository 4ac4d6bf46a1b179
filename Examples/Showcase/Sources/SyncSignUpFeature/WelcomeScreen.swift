import Kumiki
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents

/// After a sign-up: the new account's welcome.
@MainActor
final class WelcomeScreen: ScreenController {
    private let email: String
    var navigate: (ScreenCommand) -> Void = { _ in }

    init(email: String) {
        self.email = email
    }

    var title: String { "ようこそ" }
    var hints: String { "" }
    var changes: AnyPublisher<Void, Never> { Empty().eraseToAnyPublisher() }

    func draw(in canvas: inout Canvas, area: ScreenArea) {
        canvas.write("ようこそ、\(email) さん", row: area.row(1), column: area.left + 2, style: .bold)
        canvas.write("アカウントを作成しました。", row: area.row(3), column: area.left + 2)
    }

    func handle(_ key: Key) -> ScreenCommand {
        .unhandled
    }
}
