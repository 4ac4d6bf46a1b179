/// Why the Showcase could not start.
public enum ShowcaseAppError: Error, Equatable, CustomStringConvertible {
    /// The container has no registration for a service (a wiring mistake).
    case missingRegistration(String)
    /// The local database could not be opened or replaced.
    case storageUnavailable(String)

    /// A sentence for the terminal.
    public var description: String {
        switch self {
        case .missingRegistration(let type): return "The app is wired wrongly: nothing provides \(type)."
        case .storageUnavailable(let reason): return "The local database is unavailable: \(reason)"
        }
    }
}
