import Foundation
import Kumiki
import KumikiTesting
import Testing

@testable import KumikiDemo

/// An account repository whose every request stays in flight until the test answers it.
private final class ControlledAccountRepository: AccountRepositoryProtocol, @unchecked Sendable {
    private(set) var requests: [String] = []
    private var pending: PassthroughSubject<Void, DemoError>?

    func signUp(email: String, password: String) -> AnyPublisher<Void, DemoError> {
        requests.append(email)
        let response = PassthroughSubject<Void, DemoError>()
        pending = response
        return response.eraseToAnyPublisher()
    }

    /// Answers the latest request with success: one value, then finished.
    func succeed() {
        pending?.send(())
        pending?.send(completion: .finished)
    }

    /// Fails the latest request.
    func fail(_ error: DemoError) {
        pending?.send(completion: .failure(error))
    }
}

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
            dependency: CoreDependencies(analyticsTracker: analytics, errorHandler: errors, mainScheduler: .immediate)
        )
    }

    @Test("an untouched form shows no messages and a disabled button")
    func pristine() {
        #expect(viewModel.emailMessage == nil)
        #expect(viewModel.passwordMessage == nil)
        #expect(!viewModel.isSignUpEnabled)
    }

    @Test("typing shows each field's first broken rule, and the button follows the whole form")
    func validationDrivesButton() {
        viewModel.email = "kumiki"
        #expect(viewModel.emailMessage == "Email is not a valid address.")
        #expect(!viewModel.isSignUpEnabled)
        viewModel.email = "kumiki@example.com"
        viewModel.password = "abc"
        #expect(viewModel.emailMessage == nil)
        #expect(viewModel.passwordMessage == "Password needs at least 6 characters.")
        #expect(!viewModel.isSignUpEnabled)
        viewModel.password = "abcdef"
        #expect(viewModel.isSignUpEnabled)
        viewModel.email = ""
        #expect(viewModel.emailMessage == nil, "an emptied field goes back to showing nothing")
        #expect(!viewModel.isSignUpEnabled)
    }

    @Test("submitting disables the button, then a success navigates once and logs the completion")
    func successfulSignUp() {
        viewModel.email = "kumiki@example.com"
        viewModel.password = "abcdef"
        viewModel.signUpButtonDidTap()
        #expect(viewModel.isSubmitting)
        #expect(!viewModel.isSignUpEnabled)
        viewModel.signUpButtonDidTap()
        #expect(repository.requests == ["kumiki@example.com"], "a second tap while submitting sends nothing")

        repository.succeed()
        #expect(viewModel.transitionItem == .welcome(email: "kumiki@example.com"))
        #expect(!viewModel.isSubmitting)
        #expect(analytics.tags.last == .event("sign_up_completed"))
        viewModel.transitionDidFinish()
        #expect(viewModel.transitionItem == nil)
    }

    @Test("a rejected sign-up shows the error, hands it to the error handler and re-enables the button")
    func rejectedSignUp() {
        viewModel.email = "taken@example.com"
        viewModel.password = "abcdef"
        viewModel.signUpButtonDidTap()
        repository.fail(.emailTaken)
        #expect(viewModel.submitErrorMessage == "That email address is already registered.")
        #expect(errors.errors == ["That email address is already registered."])
        #expect(viewModel.transitionItem == nil)
        #expect(viewModel.isSignUpEnabled)
    }

    @Test("tapping the button of an invalid form sends nothing")
    func invalidFormDoesNotSubmit() {
        viewModel.email = "kumiki"
        viewModel.signUpButtonDidTap()
        #expect(repository.requests.isEmpty)
    }
}
