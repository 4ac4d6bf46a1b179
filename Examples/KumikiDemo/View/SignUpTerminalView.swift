import Kumiki

/// The View layer of sign-up, drawn as lines of text: a SwiftUI-style view
/// that reads the ObservableObject's outputs, writes its two bound fields and
/// calls its input methods.
@MainActor
final class SignUpTerminalView {
    let viewModel: SignUpViewModel
    private let write: (String) -> Void
    private var cancellables: Set<AnyCancellable> = []

    init(viewModel: SignUpViewModel, write: @escaping (String) -> Void) {
        self.viewModel = viewModel
        self.write = write
    }

    func bind() {
        viewModel.$transitionItem
            .compactMap { $0 }
            .sink { [weak self] in self?.perform($0) }
            .store(in: &cancellables)
    }

    /// Simulates typing into the two text fields (the two-way binding), then prints the form.
    func type(email: String, password: String) {
        viewModel.email = email
        viewModel.password = password
        write("  email: \"\(email)\"  password: \"\(String(repeating: "•", count: password.count))\"")
        if let message = viewModel.emailMessage { write("    ✗ \(message)") }
        if let message = viewModel.passwordMessage { write("    ✗ \(message)") }
        write("    [Sign Up] \(viewModel.isSignUpEnabled ? "enabled" : "disabled")")
    }

    func tapSignUp() {
        write("  tap [Sign Up]")
        viewModel.signUpButtonDidTap()
    }

    func renderSubmitError() {
        if let message = viewModel.submitErrorMessage { write("    ✗ \(message)") }
    }

    private func perform(_ transition: SignUpViewModel.TransitionItem) {
        switch transition {
        case .welcome(let email):
            write("  → present Welcome(\(email))")
        }
        viewModel.transitionDidFinish()
    }
}
