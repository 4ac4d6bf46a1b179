/// The diagnostics at the range a code action is asked for.
public struct CodeActionContext: Codable, Hashable, Sendable {
    /// The diagnostics.
    public var diagnostics: [Diagnostic]
    /// The kinds of actions wanted.
    public var only: [String]?

    /// Creates the value.
    public init(diagnostics: [Diagnostic], only: [String]? = nil) {
        self.diagnostics = diagnostics
        self.only = only
    }
}
