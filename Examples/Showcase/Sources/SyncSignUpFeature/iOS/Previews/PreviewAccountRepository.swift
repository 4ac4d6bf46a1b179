#if canImport(SwiftUI)
import Kumiki
import ShowcaseDomain

/// Sign-up for previews: every address but one is accepted.
struct PreviewAccountRepository: AccountRepositoryProtocol {
    func signUp(email: String, password: String) -> AnyPublisher<Account, SignUpFailure> {
        guard email != "taken@example.com" else {
            return Fail(error: .emailTaken(message: "このメールアドレスは登録済みです")).eraseToAnyPublisher()
        }
        return Just(Account(id: 1, email: email)).setFailureType(to: SignUpFailure.self).eraseToAnyPublisher()
    }
}
#endif
