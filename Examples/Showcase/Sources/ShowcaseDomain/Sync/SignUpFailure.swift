import Kumiki

/// Why a sign-up did not go through.
public enum SignUpFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The address is already registered; the server's own message, to show as is.
    case emailTaken(message: String)
    /// The server refused the input; its message.
    case rejected(message: String)
    /// The request failed (offline, timeout, server error…).
    case repository(RepositoryError)

    /// The text for the form.
    public var description: String {
        switch self {
        case .emailTaken(let message), .rejected(let message): return message
        case .repository(let error): return error.description
        }
    }
}

extension SignUpFailure: CancellationRepresentable {
    /// A cancelled sign-up: `.repository(.network(.cancelled))`.
    public static var cancellation: SignUpFailure { .repository(.network(.cancelled)) }
}
