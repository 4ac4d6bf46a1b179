/// `workspace/didChangeConfiguration`: the client's settings, whatever their shape.
public struct DidChangeConfigurationParams: Codable, Hashable, Sendable {
    /// The settings.
    public var settings: JSONValue?

    /// Creates the value.
    public init(settings: JSONValue? = nil) {
        self.settings = settings
    }
}
