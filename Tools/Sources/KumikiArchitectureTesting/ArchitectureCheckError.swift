/// Why an architecture check could not run, or, outside Swift Testing, what it found.
public enum ArchitectureCheckError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No `.kumiki.yml` was found in the test file's folder or any folder above it.
    case noConfiguration(searchedFrom: String)
    /// The project could not be read or checked: an invalid `.kumiki.yml`, an unreadable baseline.
    case unreadable(String)
    /// A rule named in `rules:` does not exist.
    case unknownRule(String, known: [String])
    /// Called outside a Swift Testing test, where findings cannot be recorded as issues: every
    /// finding that fails the check.
    case violations([ArchitectureFinding])

    /// The reason, as a test failure shows it.
    public var description: String {
        switch self {
        case .noConfiguration(let folder):
            return "No .kumiki.yml in \(folder) or any folder above it: run `kumiki init`, or add one that names your layers."
        case .unreadable(let reason):
            return "The architecture could not be checked: \(reason)"
        case .unknownRule(let rule, let known):
            return "No rule is called '\(rule)'. Rules: \(known.joined(separator: ", "))."
        case .violations(let findings):
            return "\(findings.count) architecture violation\(findings.count == 1 ? "" : "s"):\n"
                + findings.map(\.description).joined(separator: "\n")
        }
    }
}
