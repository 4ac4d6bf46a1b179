/// A change the client can offer: an edit, or a command the server runs.
public struct CodeAction: Codable, Hashable, Sendable {
    /// What the user sees.
    public var title: String
    /// `quickfix`.
    public var kind: String
    /// The diagnostics it resolves.
    public var diagnostics: [Diagnostic]?
    /// The edit, if it is one.
    public var edit: WorkspaceEdit?
    /// The command, if it is one.
    public var command: Command?
    /// Whether it is the action to suggest first.
    public var isPreferred: Bool?

    /// Creates the value.
    public init(title: String, kind: String, diagnostics: [Diagnostic]? = nil, edit: WorkspaceEdit? = nil, command: Command? = nil, isPreferred: Bool? = nil) {
        self.title = title
        self.kind = kind
        self.diagnostics = diagnostics
        self.edit = edit
        self.command = command
        self.isPreferred = isPreferred
    }
}
