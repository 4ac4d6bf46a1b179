/// `workspace/didChangeWatchedFiles`.
public struct DidChangeWatchedFilesParams: Codable, Hashable, Sendable {
    /// What changed.
    public var changes: [FileEvent]

    /// Creates the value.
    public init(changes: [FileEvent]) {
        self.changes = changes
    }
}
