/// `textDocument/didOpen`.
public struct DidOpenTextDocumentParams: Codable, Hashable, Sendable {
    /// The document opened.
    public var textDocument: TextDocumentItem

    /// Creates the value.
    public init(textDocument: TextDocumentItem) {
        self.textDocument = textDocument
    }
}
