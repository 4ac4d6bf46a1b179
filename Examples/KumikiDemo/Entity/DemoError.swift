/// The failures the demo's fixture repository can produce.
enum DemoError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The (simulated) network was unreachable.
    case offline
    /// The address is already registered.
    case emailTaken

    var description: String {
        switch self {
        case .offline: return "You appear to be offline."
        case .emailTaken: return "That email address is already registered."
        }
    }
}
