/// An opened document: its URI, language, version and whole text.
public struct TextDocumentItem: Codable, Hashable, Sendable {
    /// The document's URI.
    public var uri: String
    /// Its language (`swift`).
    public var languageId: String
    /// Its version.
    public var version: Int
    /// Its text.
    public var text: String

    /// Creates the value.
    public init(uri: String, languageId: String, version: Int, text: String) {
        self.uri = uri
        self.languageId = languageId
        self.version = version
        self.text = text
    }
}
