import Kumiki
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents

/// Sync's sign-up form: binds ``SignUpViewModel``; ↑↓ move between
/// the fields and the button, typing edits the focused field.
@MainActor
final class SignUpScreen: ScreenController {
    private enum Focus: CaseIterable {
        case email, password, button
    }

    private let viewModel: SignUpViewModel
    private var focus = Focus.email
    private var subscriptions: Set<AnyCancellable> = []
    var navigate: (ScreenCommand) -> Void = { _ in }

    init(viewModel: SignUpViewModel) {
        self.viewModel = viewModel
        follow(viewModel.$transitionItem, of: viewModel, finished: { $0.transitionDidFinish() }) { viewModel, item in
            if case .welcome(let email) = item { return .push(.welcome(email: email)) }
            return nil
        }
        .store(in: &subscriptions)
    }

    var title: String { "Sync 新規登録" }
    var hints: String { "↑↓ 項目  文字入力  Enter 登録" }
    var changes: AnyPublisher<Void, Never> { viewModel.redraws }

    func appear() {
        viewModel.onAppear()
    }

    func draw(in canvas: inout Canvas, area: ScreenArea) {
        let left = area.left + 1
        TextField.draw("メールアドレス:", value: viewModel.email, isFocused: focus == .email, row: area.top, area: area, canvas: &canvas)
        if let message = viewModel.emailMessage { canvas.write("  " + message, row: area.row(1), column: left, style: .error) }
        TextField.draw("パスワード　　:", value: String(repeating: "•", count: viewModel.password.count), isFocused: focus == .password,
                       row: area.row(3), area: area, canvas: &canvas)
        if let message = viewModel.passwordMessage { canvas.write("  " + message, row: area.row(4), column: left, style: .error) }
        ButtonLabel.draw(viewModel.isSubmitting ? "送信中…" : "登録する", isFocused: focus == .button,
                         isEnabled: viewModel.isSignUpEnabled || viewModel.isSubmitting, row: area.row(6), column: area.left, canvas: &canvas)
        if let error = viewModel.submitErrorMessage { canvas.write(error, row: area.row(8), column: left, style: .error, maxWidth: area.width - 2) }
    }

    func handle(_ key: Key) -> ScreenCommand {
        switch (focus, key) {
        case (.email, _):
            if let edited = TextField.edit(viewModel.email, with: key) { viewModel.email = edited; return .handled }
        case (.password, _):
            if let edited = TextField.edit(viewModel.password, with: key) { viewModel.password = edited; return .handled }
        case (.button, _):
            break
        }
        let order = Focus.allCases
        let index = order.firstIndex(of: focus) ?? 0
        switch key {
        case .up: focus = order[max(0, index - 1)]
        case .down: focus = order[min(order.count - 1, index + 1)]
        case .enter:
            if focus == .button || focus == .password { viewModel.signUpButtonDidTap() } else { focus = .password }
        default: return .unhandled
        }
        return .handled
    }
}
