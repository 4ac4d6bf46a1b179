/// One capability registered with the client after `initialized`.
public struct Registration: Codable, Hashable, Sendable {
    /// The registration's identifier.
    public var id: String
    /// The method it enables.
    public var method: String
    /// Its options.
    public var registerOptions: JSONValue?

    /// Creates the value.
    public init(id: String, method: String, registerOptions: JSONValue? = nil) {
        self.id = id
        self.method = method
        self.registerOptions = registerOptions
    }
}
