/// How a rule's violations are treated.
public enum Severity: String, Codable, Comparable, Sendable, CaseIterable {
    /// The rule does not run.
    case off
    /// Reported; fails the run only with `--strict`.
    case warning
    /// Reported and fails the run.
    case error

    private var rank: Int {
        switch self {
        case .off: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    /// Orders `off < warning < error`.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }
}
