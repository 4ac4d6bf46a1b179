/// The parameters of `workspace/applyEdit`, the server's request that the client make an edit
/// (a fix in a manifest the user has not opened), as the user's own edit would be made and undone.
public struct ApplyWorkspaceEditParams: Codable, Hashable, Sendable {
    /// What the editor shows for the edit (in its undo history, for one).
    public var label: String?
    /// The edit.
    public var edit: WorkspaceEdit

    /// Creates the value.
    public init(label: String?, edit: WorkspaceEdit) {
        self.label = label
        self.edit = edit
    }
}
