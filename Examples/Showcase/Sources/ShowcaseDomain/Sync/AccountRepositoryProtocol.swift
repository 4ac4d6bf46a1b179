import Kumiki

/// Accounts.
public protocol AccountRepositoryProtocol: Sendable {
    /// Registers an account for `email` with `password`.
    func signUp(email: String, password: String) -> AnyPublisher<Account, SignUpFailure>
}
