/// Why a Repository could not produce its data.
public enum RepositoryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The network request behind it failed; match `.network(.notFound)` for "not set".
    case network(NetworkError)
    /// Reading or writing local storage (database, file, key-value or secure store) failed;
    /// its ``PersistenceFailure/kind`` says how.
    case persistence(PersistenceFailure)

    /// Wraps any error: network errors stay typed, everything else is a persistence failure.
    public init(_ error: any Error) {
        switch error {
        case let error as RepositoryError: self = error
        case let error as NetworkError: self = .network(error)
        case let error as PersistenceFailure: self = .persistence(error)
        default: self = .persistence(PersistenceFailure(.other, String(describing: error)))
        }
    }

    /// A readable explanation, for logs and error reports.
    public var description: String {
        switch self {
        case .network(let error): return error.description
        case .persistence(let reason): return "Local storage failed: \(reason)"
        }
    }

    /// Whether the underlying failure is a 404, which often means "not set".
    public var isNotFound: Bool {
        self == .network(.notFound)
    }
}

/// A publisher of Repository data: what Repositories hand to ViewModels.
public typealias RepositoryPublisher<Output> = AnyPublisher<Output, RepositoryError>
