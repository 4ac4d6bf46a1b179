/// `initialize`: who the client is, where the workspace is, what the client can do.
public struct InitializeParams: Codable, Hashable, Sendable {
    /// The client's process, if it has one.
    public var processId: Int?
    /// The workspace's root.
    public var rootUri: String?
    /// The root as a path (deprecated by the protocol, still sent by some clients).
    public var rootPath: String?
    /// The workspace's folders.
    public var workspaceFolders: [WorkspaceFolder]?
    /// What the client can do.
    public var capabilities: JSONValue?
    /// Options for this server (`{"baseline": "path"}`).
    public var initializationOptions: JSONValue?

    /// Creates the value.
    public init(processId: Int? = nil, rootUri: String? = nil, rootPath: String? = nil, workspaceFolders: [WorkspaceFolder]? = nil, capabilities: JSONValue? = nil, initializationOptions: JSONValue? = nil) {
        self.processId = processId
        self.rootUri = rootUri
        self.rootPath = rootPath
        self.workspaceFolders = workspaceFolders
        self.capabilities = capabilities
        self.initializationOptions = initializationOptions
    }
}
