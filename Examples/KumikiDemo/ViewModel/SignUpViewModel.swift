import Kumiki

/// The SwiftUI-style ViewModel of the demo: an `ObservableObject` whose outputs
/// are `@Published private(set)`, whose inputs are methods, and whose two text
/// fields are the documented exception: bound two-way, so they stay settable.
@MainActor
final class SignUpViewModel: ObservableObject {
    typealias Dependency = HasAnalyticsTracker & HasErrorHandler & HasMainScheduler

    /// Where sign-up can navigate; the View layer performs it and then calls ``transitionDidFinish()``.
    enum TransitionItem: Equatable {
        case welcome(email: String)
    }

    // MARK: Bound inputs (a text field writes them, so they cannot be private(set))
    @Published var email = ""  // kumiki:bound-input
    @Published var password = ""  // kumiki:bound-input

    // MARK: Outputs
    @Published private(set) var emailMessage: String?
    @Published private(set) var passwordMessage: String?
    @Published private(set) var isSignUpEnabled = false
    @Published private(set) var isSubmitting = false
    @Published private(set) var submitErrorMessage: String?
    @Published private(set) var transitionItem: TransitionItem?

    static let emailValidator = Validator<String>(
        .required(message: "Email is required."),
        .email(message: "Email is not a valid address.")
    )
    static let passwordValidator = Validator<String>(
        .required(message: "Password is required."),
        .minLength(6, message: "Password needs at least 6 characters.")
    )

    private let repository: any AccountRepositoryProtocol
    private let dependency: Dependency
    private var submitCancellable: AnyCancellable?

    init(
        repository: any AccountRepositoryProtocol = FixtureAccountRepository(),
        dependency: Dependency = CoreDependencies()
    ) {
        self.repository = repository
        self.dependency = dependency

        let emailResult = $email.validate(with: Self.emailValidator)
        let passwordResult = $password.validate(with: Self.passwordValidator)
        // An untouched field shows no message; it still keeps the button disabled.
        $email.combineLatest(emailResult) { text, result in text.isEmpty ? nil : result.message }
            .assign(to: &$emailMessage)
        $password.combineLatest(passwordResult) { text, result in text.isEmpty ? nil : result.message }
            .assign(to: &$passwordMessage)
        ValidationResult.allValid([emailResult, passwordResult])
            .combineLatest($isSubmitting) { isValid, isSubmitting in isValid && !isSubmitting }
            .removeDuplicates()
            .assign(to: &$isSignUpEnabled)
    }

    // MARK: Inputs

    func onAppear() {
        dependency.analyticsTracker.post(tag: .screen("sign_up"))
    }

    func signUpButtonDidTap() {
        guard isSignUpEnabled else { return }
        isSubmitting = true
        submitErrorMessage = nil
        let email = self.email
        submitCancellable = repository.signUp(email: email, password: password)
            .receive(on: dependency.mainScheduler)
            .sink(
                receiveCompletion: { [weak self] completion in
                    guard let self else { return }
                    isSubmitting = false
                    if case .failure(let error) = completion {
                        submitErrorMessage = error.description
                        dependency.errorHandler.handle(error)
                    }
                },
                receiveValue: { [weak self] in
                    self?.dependency.analyticsTracker.post(tag: .event("sign_up_completed"))
                    self?.transitionItem = .welcome(email: email)
                }
            )
    }

    func transitionDidFinish() {
        transitionItem = nil
    }
}
