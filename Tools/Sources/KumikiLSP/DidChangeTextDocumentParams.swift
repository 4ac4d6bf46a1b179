/// `textDocument/didChange`.
public struct DidChangeTextDocumentParams: Codable, Hashable, Sendable {
    /// The document and its new version.
    public var textDocument: VersionedTextDocumentIdentifier
    /// The changes, in order.
    public var contentChanges: [TextDocumentContentChangeEvent]

    /// Creates the value.
    public init(textDocument: VersionedTextDocumentIdentifier, contentChanges: [TextDocumentContentChangeEvent]) {
        self.textDocument = textDocument
        self.contentChanges = contentChanges
    }
}
