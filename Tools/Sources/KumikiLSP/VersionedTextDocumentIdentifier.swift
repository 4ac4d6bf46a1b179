/// A document and the version of it a change produces.
public struct VersionedTextDocumentIdentifier: Codable, Hashable, Sendable {
    /// The document's URI.
    public var uri: String
    /// The version after the change.
    public var version: Int

    /// Creates the value.
    public init(uri: String, version: Int) {
        self.uri = uri
        self.version = version
    }
}
