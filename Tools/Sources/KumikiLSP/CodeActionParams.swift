/// `textDocument/codeAction`.
public struct CodeActionParams: Codable, Hashable, Sendable {
    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// The range.
    public var range: Range
    /// The diagnostics there.
    public var context: CodeActionContext

    /// Creates the value.
    public init(textDocument: TextDocumentIdentifier, range: Range, context: CodeActionContext) {
        self.textDocument = textDocument
        self.range = range
        self.context = context
    }
}
