/// Edits to documents, by URI.
public struct WorkspaceEdit: Codable, Hashable, Sendable {
    /// The edits of each document.
    public var changes: [String: [TextEdit]]

    /// Creates the value.
    public init(changes: [String: [TextEdit]]) {
        self.changes = changes
    }
}
