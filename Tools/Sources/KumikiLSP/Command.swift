/// A command the client asks the server to run (`workspace/executeCommand`).
public struct Command: Codable, Hashable, Sendable {
    /// What the user sees.
    public var title: String
    /// The command's identifier.
    public var command: String
    /// Its arguments.
    public var arguments: [JSONValue]?

    /// Creates the value.
    public init(title: String, command: String, arguments: [JSONValue]? = nil) {
        self.title = title
        self.command = command
        self.arguments = arguments
    }
}
