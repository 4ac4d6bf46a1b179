import Foundation
import Kumiki
import KumikiTesting
import ShowcaseDomain
import ShowcaseTestSupport
import SyncSignUpFeature
import Testing

@Suite("SignUpViewModel")
@MainActor
struct SignUpViewModelTests {
    private let repository = ControlledAccountRepository()
    private let analytics = SpyAnalyticsTracker()
    private let errors = SpyErrorHandler()
    private let viewModel: SignUpViewModel

    init() {
        viewModel = SignUpViewModel(
            repository: repository,
            dependency: CoreDependencies(analyticsTracker: analytics, errorHandler: errors, mainScheduler: .mainImmediate))
    }

    @Test("live messages: none for an untouched field, then required, syntax and length")
    func messages() {
        #expect(viewModel.emailMessage == nil && viewModel.passwordMessage == nil)
        viewModel.email = "kumiki"
        #expect(viewModel.emailMessage == "メールアドレスの形式が正しくありません")
        viewModel.email = "kumiki@example.jp"
        #expect(viewModel.emailMessage == nil)
        viewModel.password = "12345"
        #expect(viewModel.passwordMessage == "パスワードは6文字以上にしてください")
        viewModel.password = "123456"
        #expect(viewModel.passwordMessage == nil)
        viewModel.email = ""
        #expect(viewModel.emailMessage == nil, "an emptied field shows no message, but…")
        #expect(!viewModel.isSignUpEnabled, "…it keeps the button disabled")
    }

    @Test("the button is enabled only when both fields are valid and nothing is being sent; one request per tap")
    func button() throws {
        let enabled = viewModel.$isSignUpEnabled.record()
        viewModel.email = "kumiki@example.jp"
        viewModel.password = "secret1"
        #expect(viewModel.isSignUpEnabled)
        viewModel.signUpButtonDidTap()
        #expect(viewModel.isSubmitting && !viewModel.isSignUpEnabled)
        viewModel.signUpButtonDidTap()
        #expect(repository.requests == ["kumiki@example.jp"])
        repository.succeed("kumiki@example.jp")
        #expect(viewModel.transitionItem == .welcome(email: "kumiki@example.jp"))
        #expect(try enabled.availableElements.get() == [false, true, false, true])
        #expect(analytics.tags.last == .event("sign_up_completed"))
    }

    @Test("a taken address shows the server's own words; an outage is also handed to the error handler")
    func rejections() {
        viewModel.email = "taken@example.jp"
        viewModel.password = "secret1"
        viewModel.signUpButtonDidTap()
        repository.fail(.emailTaken(message: "このメールアドレスは既に登録されています"))
        #expect(viewModel.submitErrorMessage == "このメールアドレスは既に登録されています")
        #expect(errors.errors.isEmpty)
        #expect(viewModel.isSignUpEnabled)

        viewModel.signUpButtonDidTap()
        repository.fail(.repository(.network(.offline)))
        #expect(viewModel.submitErrorMessage == "登録できませんでした。サーバーに接続できません。通信環境を確認してください")
        #expect(errors.errors.count == 1)
    }

    @Test("the ViewModel is released with a request in flight")
    func noLeak() {
        assertReleased {
            let viewModel = SignUpViewModel(repository: repository, dependency: CoreDependencies(mainScheduler: .mainImmediate))
            viewModel.email = "a@example.jp"
            viewModel.password = "secret1"
            viewModel.signUpButtonDidTap()
            return viewModel
        }
    }

    @Test("the form's states as the view reads them: each field's message as it is typed, the button, a refused address")
    func screenStates() {
        let timeline = Timeline()
        timeline.observe("email message", viewModel.$emailMessage) { $0 ?? "none" }
        timeline.observe("password message", viewModel.$passwordMessage) { $0 ?? "none" }
        timeline.observe("button enabled", viewModel.$isSignUpEnabled)
        timeline.observe("submitting", viewModel.$isSubmitting)
        timeline.observe("submit error", viewModel.$submitErrorMessage) { $0 ?? "none" }
        timeline.step("email = \"kumiki\"") { viewModel.email = "kumiki" }
        timeline.step("email = \"kumiki@example.jp\"") { viewModel.email = "kumiki@example.jp" }
        timeline.step("password = \"12345\"") { viewModel.password = "12345" }
        timeline.step("password = \"123456\"") { viewModel.password = "123456" }
        timeline.step("signUpButtonDidTap()") { viewModel.signUpButtonDidTap() }
        timeline.step("the server says the address is taken") { repository.fail(.emailTaken(message: "このメールアドレスは登録済みです")) }
        assertTimeline(timeline, matchesSnapshotNamed: "screenStates")
    }
}
