import Kumiki
import ShowcaseDomain

/// Sign-up through the messenger API; the server's refusals become ``ShowcaseDomain/SignUpFailure``s
/// carrying its own words, so the form shows them as they are.
public struct AccountRepository: AccountRepositoryProtocol {
    private let requester: any SyncRequesterProtocol

    /// Creates the repository.
    public init(requester: any SyncRequesterProtocol) {
        self.requester = requester
    }

    /// Registers an account.
    public func signUp(email: String, password: String) -> AnyPublisher<Account, SignUpFailure> {
        requester.signUp(email: email, password: password)
            .map(\.account)
            .mapError(Self.failure)
            .eraseToAnyPublisher()
    }

    /// 409 is a taken address, 400 and 422 refused input; anything else is a failed request.
    static func failure(_ error: NetworkError) -> SignUpFailure {
        guard case .http(let status, let body) = error else { return .repository(.network(error)) }
        switch (status, ErrorMessageDTO.message(in: body)) {
        case (409, let message):
            return .emailTaken(message: message ?? "このメールアドレスは既に登録されています")
        case (400, let message?), (422, let message?):
            return .rejected(message: message)
        default:
            return .repository(.network(error))
        }
    }
}
