import Foundation
import Kumiki
import ShowcaseDomain
import ShowcasePresentation

/// Sync's sign-up form: live validation messages, the button enabled
/// only when both fields are valid and nothing is being sent, and the server's
/// refusal (the address is taken) shown as the server words it.
@MainActor
public final class SignUpViewModel: ObservableObject {
    /// What this screen needs besides its repository.
    public typealias Dependency = HasAnalyticsTracker & HasErrorHandler & HasMainScheduler

    /// The e-mail field; bound two-way.
    @Published public var email = ""  // kumiki:bound-input
    /// The password field; bound two-way.
    @Published public var password = ""  // kumiki:bound-input

    /// The e-mail field's message; none for an untouched field.
    @Published public private(set) var emailMessage: String?
    /// The password field's message; none for an untouched field.
    @Published public private(set) var passwordMessage: String?
    /// Whether the sign-up button is enabled.
    @Published public private(set) var isSignUpEnabled = false
    /// Whether the form is being sent.
    @Published public private(set) var isSubmitting = false
    /// Why the last submission failed.
    @Published public private(set) var submitErrorMessage: String?
    /// Where to go.
    @Published public private(set) var transitionItem: SignUpTransitionItem?

    private let repository: any AccountRepositoryProtocol
    private let dependency: Dependency
    private var submission: AnyCancellable?

    /// Creates the form's ViewModel.
    public init(repository: any AccountRepositoryProtocol, dependency: Dependency = CoreDependencies()) {
        self.repository = repository
        self.dependency = dependency
        let emailResult = $email.validate(with: SignUpRules.email)
        let passwordResult = $password.validate(with: SignUpRules.password)
        // An untouched field shows no message; it still keeps the button disabled. Each message
        // is computed from the text alone: combining the text with a result derived from the same
        // text (a diamond) emitted once per branch, so the first keystroke could flash the
        // "required" message of the old, empty text before the real one.
        $email.map { text in text.isEmpty ? nil : SignUpRules.email.validate(text).message }
            .removeDuplicates()
            .assign(to: &$emailMessage)
        $password.map { text in text.isEmpty ? nil : SignUpRules.password.validate(text).message }
            .removeDuplicates()
            .assign(to: &$passwordMessage)
        ValidationResult.allValid([emailResult, passwordResult])
            .combineLatest($isSubmitting) { isValid, isSubmitting in isValid && !isSubmitting }
            .removeDuplicates()
            .assign(to: &$isSignUpEnabled)
    }

    /// The screen appeared.
    public func onAppear() {
        dependency.analyticsTracker.post(tag: .screen("sign_up"))
    }

    /// The sign-up button: sends the form once.
    public func signUpButtonDidTap() {
        guard isSignUpEnabled else { return }
        isSubmitting = true
        submitErrorMessage = nil
        let email = self.email.trimmingCharacters(in: .whitespaces)
        submission = repository.signUp(email: email, password: password)
            .receive(on: dependency.mainScheduler)
            .sink(
                receiveCompletion: { [weak self] completion in
                    guard let self else { return }
                    self.isSubmitting = false
                    if case .failure(let failure) = completion {
                        switch failure {
                        case .emailTaken(let message), .rejected(let message):
                            // The server's own message about the form, written for the user.
                            self.submitErrorMessage = message
                        case .repository(let error):
                            self.submitErrorMessage = FailureMessage(error, headline: "登録できませんでした").text
                            self.dependency.errorHandler.handle(error)
                        }
                    }
                },
                receiveValue: { [weak self] account in
                    self?.dependency.analyticsTracker.post(tag: .event("sign_up_completed"))
                    self?.transitionItem = .welcome(email: account.email)
                }
            )
    }

    /// The view navigated.
    public func transitionDidFinish() {
        transitionItem = nil
    }
}
