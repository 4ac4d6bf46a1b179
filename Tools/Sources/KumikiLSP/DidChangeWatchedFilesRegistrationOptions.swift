/// What `workspace/didChangeWatchedFiles` watches.
public struct DidChangeWatchedFilesRegistrationOptions: Codable, Hashable, Sendable {
    /// The globs.
    public var watchers: [FileSystemWatcher]

    /// Creates the value.
    public init(watchers: [FileSystemWatcher]) {
        self.watchers = watchers
    }
}
