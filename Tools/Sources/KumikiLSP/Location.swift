/// A span of a document named by its URI.
public struct Location: Codable, Hashable, Sendable {
    /// The document.
    public var uri: String
    /// The span.
    public var range: Range

    /// Creates the value.
    public init(uri: String, range: Range) {
        self.uri = uri
        self.range = range
    }
}
