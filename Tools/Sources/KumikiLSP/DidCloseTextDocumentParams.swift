/// `textDocument/didClose`.
public struct DidCloseTextDocumentParams: Codable, Hashable, Sendable {
    /// The document closed.
    public var textDocument: TextDocumentIdentifier

    /// Creates the value.
    public init(textDocument: TextDocumentIdentifier) {
        self.textDocument = textDocument
    }
}
