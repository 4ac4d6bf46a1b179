/// `textDocument/didSave`.
public struct DidSaveTextDocumentParams: Codable, Hashable, Sendable {
    /// The document saved.
    public var textDocument: TextDocumentIdentifier
    /// Its text, when the client sends it.
    public var text: String?

    /// Creates the value.
    public init(textDocument: TextDocumentIdentifier, text: String? = nil) {
        self.textDocument = textDocument
        self.text = text
    }
}
