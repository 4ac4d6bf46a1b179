/// A glob of files the client watches for the server.
public struct FileSystemWatcher: Codable, Hashable, Sendable {
    /// The glob.
    public var globPattern: String

    /// Creates the value.
    public init(globPattern: String) {
        self.globPattern = globPattern
    }
}
