import KumikiCheck

/// Why a question to ``ArchitectureToolbox`` has no answer; each says what to ask instead.
public enum ToolboxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No rule has this id.
    case unknownRule(String)
    /// The configuration has no layer of this name.
    case unknownLayer(String, known: [String])
    /// A path to check does not exist.
    case noSuchPath(String)
    /// A path lies outside the project, or is no file to read (a device, a FIFO, a file of `/proc`).
    case refusedPath(String, reason: String)
    /// An argument is missing or of the wrong kind.
    case invalidArgument(String)
    /// The project could not be read or checked (an invalid `.kumiki.yml`, an unreadable folder).
    case check(String)

    /// The reason, for the assistant.
    public var description: String {
        switch self {
        case .unknownRule(let id):
            return "No rule is called '\(id)'. Rules: \(RuleID.allCases.map(\.rawValue).joined(separator: ", "))."
        case .unknownLayer(let name, let known):
            return "This project has no layer '\(name)'. Its layers: \(known.joined(separator: ", "))."
        case .noSuchPath(let path):
            return "Nothing exists at '\(path)'."
        case .refusedPath(let path, let reason):
            return "'\(path)' is not read: \(reason)."
        case .invalidArgument(let reason):
            return reason
        case .check(let reason):
            return "The project could not be checked: \(reason)"
        }
    }
}
