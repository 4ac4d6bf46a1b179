/// A place in a document (`textDocument/hover`).
public struct TextDocumentPositionParams: Codable, Hashable, Sendable {
    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// The place.
    public var position: Position

    /// Creates the value.
    public init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}
