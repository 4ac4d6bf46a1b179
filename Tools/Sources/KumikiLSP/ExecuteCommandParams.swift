/// `workspace/executeCommand`.
public struct ExecuteCommandParams: Codable, Hashable, Sendable {
    /// The command.
    public var command: String
    /// Its arguments.
    public var arguments: [JSONValue]?

    /// Creates the value.
    public init(command: String, arguments: [JSONValue]? = nil) {
        self.command = command
        self.arguments = arguments
    }
}
