/// `textDocument/publishDiagnostics`: every diagnostic of a document, replacing the ones sent before.
public struct PublishDiagnosticsParams: Codable, Hashable, Sendable {
    /// The document.
    public var uri: String
    /// The document's version they were computed from.
    public var version: Int?
    /// The diagnostics.
    public var diagnostics: [Diagnostic]

    /// Creates the value.
    public init(uri: String, version: Int? = nil, diagnostics: [Diagnostic]) {
        self.uri = uri
        self.version = version
        self.diagnostics = diagnostics
    }
}
