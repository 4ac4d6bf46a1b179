/// A problem in a document, as the editor shows it.
public struct Diagnostic: Codable, Hashable, Sendable {
    /// Where it is.
    public var range: Range
    /// 1 error, 2 warning, 3 information, 4 hint; a client may leave it out.
    public var severity: Int?
    /// The rule that found it (`layer-dependency`); the protocol allows a number too, which is kept as its digits.
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
        range: Range, severity: Int?, code: String? = nil, codeDescription: CodeDescription? = nil, source: String? = nil,
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

    private enum CodingKeys: String, CodingKey {
        case range, severity, code, codeDescription, source, message, relatedInformation, data
    }

    /// Decodes any diagnostic the protocol allows: `severity` left out, `code` a string or a number.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        range = try container.decode(Range.self, forKey: .range)
        severity = try container.decodeIfPresent(Int.self, forKey: .severity)
        if let number = try? container.decodeIfPresent(Int.self, forKey: .code) {
            code = String(number)
        } else {
            code = try container.decodeIfPresent(String.self, forKey: .code)
        }
        codeDescription = try container.decodeIfPresent(CodeDescription.self, forKey: .codeDescription)
        source = try container.decodeIfPresent(String.self, forKey: .source)
        message = try container.decode(String.self, forKey: .message)
        relatedInformation = try container.decodeIfPresent([DiagnosticRelatedInformation].self, forKey: .relatedInformation)
        data = try container.decodeIfPresent(JSONValue.self, forKey: .data)
    }
}
