import Foundation
import Kumiki

/// Creates accounts; the seam the sign-up ViewModel is tested through.
protocol AccountRepositoryProtocol: Sendable {
    /// Registers `email`, emitting once on success.
    func signUp(email: String, password: String) -> AnyPublisher<Void, DemoError>
}

/// An in-memory account store that rejects addresses it already holds.
final class FixtureAccountRepository: AccountRepositoryProtocol, @unchecked Sendable {
    private let lock = NSLock()
    private var registered: Set<String>

    init(registered: Set<String> = ["taken@example.com"]) {
        self.registered = registered
    }

    func signUp(email: String, password: String) -> AnyPublisher<Void, DemoError> {
        lock.lock()
        defer { lock.unlock() }
        let key = email.lowercased()
        guard !registered.contains(key) else {
            return Fail(error: .emailTaken).eraseToAnyPublisher()
        }
        registered.insert(key)
        return Just(()).setFailureType(to: DemoError.self).eraseToAnyPublisher()
    }
}
