/// Why a link could not be turned into a route.
public enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The link's scheme is not one the router accepts.
    case unsupportedScheme(String?)
    /// The link's host is not one the router accepts.
    case unsupportedHost(String?)
    /// No pattern matches the link's path.
    case noRoute(path: String)
    /// A parameter is missing or does not have the expected type (`:id` that is not a number).
    case invalidParameter(name: String, value: String?)
    /// The text is not a link at all.
    case malformed(String)
    /// The route's builder refused the link for a reason of its own.
    case rejected(String)

    /// A sentence for logs and for the user.
    public var description: String {
        switch self {
        case .unsupportedScheme(let scheme): return "Links with the scheme \(scheme.map { "\"\($0)\"" } ?? "(none)") are not handled."
        case .unsupportedHost(let host): return "Links to \(host.map { "\"\($0)\"" } ?? "(no host)") are not handled."
        case .noRoute(let path): return "No screen is linked at \(path)."
        case .invalidParameter(let name, let value): return "The link's \(name) \(value.map { "\"\($0)\"" } ?? "is missing") is not valid."
        case .malformed(let text): return "\"\(text)\" is not a link."
        case .rejected(let reason): return "The link was refused: \(reason)"
        }
    }
}
