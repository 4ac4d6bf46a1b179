/// A file created, changed or deleted on disk (`type` 1, 2 or 3).
public struct FileEvent: Codable, Hashable, Sendable {
    /// The file.
    public var uri: String
    /// 1 created, 2 changed, 3 deleted.
    public var type: Int

    /// Creates the value.
    public init(uri: String, type: Int) {
        self.uri = uri
        self.type = type
    }
}
