/// A document, by its URI.
public struct TextDocumentIdentifier: Codable, Hashable, Sendable {
    /// The document's URI.
    public var uri: String

    /// Creates the value.
    public init(uri: String) {
        self.uri = uri
    }
}
