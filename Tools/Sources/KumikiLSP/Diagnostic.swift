/// A problem in a document, as the editor shows it.
public struct Diagnostic: Codable, Hashable, Sendable {
    /// Where it is.
    public var range: Range
    /// 1 error, 2 warning, 3 information, 4 hint.
    public var severity: Int
    /// The rule that found it (`layer-dependency`).
    public var code: String?
    /// Where to read about the rule.
    public var codeDescription: CodeDescription?
    /// Who found it: `kumiki`.
    public var source: String?
    /// What is wrong.
    public var message: String
    /// Places that explain it (the layers allowed, the configuration line).
    public var relatedInformation: [DiagnosticRelatedInformation]?
    /// What the server needs back in a code action (the finding's baseline key); clients return it untouched.
    public var data: JSONValue?

    /// Creates a diagnostic.
    public init(
        range: Range, severity: Int, code: String? = nil, codeDescription: CodeDescription? = nil, source: String? = nil,
        message: String, relatedInformation: [DiagnosticRelatedInformation]? = nil, data: JSONValue? = nil
    ) {
        self.range = range
        self.severity = severity
        self.code = code
        self.codeDescription = codeDescription
        self.source = source
        self.message = message
        self.relatedInformation = relatedInformation
        self.data = data
    }
}
