/// The answer to `initialize`: what the server can do, and who it is.
public struct InitializeResult: Codable, Hashable, Sendable {
    /// How documents are synchronised: opened and closed, incremental changes, saves without text.
    public struct TextDocumentSync: Codable, Hashable, Sendable {
        /// Whether open and close notifications are wanted.
        public var openClose = true
        /// 2: incremental changes.
        public var change = 2
        /// Saves are wanted, without their text.
        public var save = Save()

        /// `{"includeText": false}`.
        public struct Save: Codable, Hashable, Sendable {
            /// Whether the saved text is sent.
            public var includeText = false
        }

        /// The synchronisation Kumiki's server asks for.
        public init() {}
    }

    /// The server's capabilities.
    public struct Capabilities: Codable, Hashable, Sendable {
        /// How documents are synchronised.
        public var textDocumentSync = TextDocumentSync()
        /// Hover is supported.
        public var hoverProvider = true
        /// Code actions (suppress, add to the baseline).
        public var codeActionProvider = CodeActionOptions()
        /// The commands the server runs.
        public var executeCommandProvider: ExecuteCommandOptions
        /// How positions count characters: `utf-16`, the protocol's default.
        public var positionEncoding = "utf-16"

        /// The kinds of code actions offered.
        public struct CodeActionOptions: Codable, Hashable, Sendable {
            /// `quickfix`.
            public var codeActionKinds = ["quickfix"]
        }

        /// The commands the server runs.
        public struct ExecuteCommandOptions: Codable, Hashable, Sendable {
            /// Their identifiers.
            public var commands: [String]
        }

        /// The capabilities, with the commands the server runs.
        public init(commands: [String]) {
            executeCommandProvider = ExecuteCommandOptions(commands: commands)
        }
    }

    /// Who the server is.
    public struct ServerInfo: Codable, Hashable, Sendable {
        /// `kumiki`.
        public var name: String
        /// Its version.
        public var version: String

        /// Names the server.
        public init(name: String, version: String) {
            self.name = name
            self.version = version
        }
    }

    /// What the server can do.
    public var capabilities: Capabilities
    /// Who it is.
    public var serverInfo: ServerInfo

    /// Creates the answer.
    public init(capabilities: Capabilities, serverInfo: ServerInfo) {
        self.capabilities = capabilities
        self.serverInfo = serverInfo
    }
}
