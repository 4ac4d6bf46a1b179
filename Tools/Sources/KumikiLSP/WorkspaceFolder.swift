/// A folder of the editor's workspace.
public struct WorkspaceFolder: Codable, Hashable, Sendable {
    /// Its URI.
    public var uri: String
    /// Its name.
    public var name: String

    /// Creates the value.
    public init(uri: String, name: String) {
        self.uri = uri
        self.name = name
    }
}
