import Foundation
import ShowcaseTerminalApp

/// What `showcase` was asked to do, read from its command line.
public struct ShowcaseArguments: Equatable, Sendable {
    /// Where the session's data and backend come from.
    public var configuration = ShowcaseConfiguration()
    /// A link to start at (`--open`).
    public var link: String?
    /// The script to run instead of the interactive terminal (`--script`): a path, or `-` for standard input.
    public var scriptPath: String?
    /// Whether scripted mode prints a frame after every step (`--frames`).
    public var printsEveryStep = false
    /// The terminal size scripted mode draws at (`--size`).
    public var size = TerminalSize.standard
    /// Whether to print the usage and stop (`--help`).
    public var wantsHelp = false
    /// Whether to open the component catalog instead of the features (`--catalog`).
    public var showsCatalog = false

    /// The usage text.
    public static let usage = """
        usage: showcase [options]

        The Kumiki Showcase: Narou rankings and search, minne's products and shop settings,
        Sync's contacts and sign-up, and the NewsPicks feed, in the terminal, against a
        fixture backend started in this process.

        options:
          --open <url>        start at a link: https://showcase.example/minne/products/3,
                              showcase://narou/novels/N0001A, …/minne/settings/free-shipping
          --server <url>      use a running showcase-server instead of the embedded one
          --narou-live        use the real Narou API (api.syosetu.com) for the Narou tabs
          --data <folder>     keep favourites, the reading list and cached rankings here
                              (default: $XDG_DATA_HOME/kumiki-showcase)
          --in-memory         keep nothing between launches
          --script <file|->   run the keys in a script instead of the terminal (- reads stdin)
                              and print frames as plain text; see ShowcaseScript for commands
          --frames            in scripted mode, print a frame after every step
          --size <cols>x<rows>  the scripted terminal's size (default 80x24)
          --catalog           show the shared UI components in every state (no backend, no data)
          -h, --help          show this help

        keys: ↑↓ move, Enter open, Esc back, Tab / Shift-Tab switch tabs, Ctrl-C quit.
        """

    /// Creates the defaults: embedded backend, data in the default folder, interactive.
    public init() {}

    /// Reads `arguments` (without the program name); anything unknown or malformed is a typed error.
    public init(parsing arguments: [String]) throws(ShowcaseArgumentError) {
        var remaining = arguments[...]
        var dataDirectoryOption: String?
        var inMemory = false
        func value(for option: String) throws(ShowcaseArgumentError) -> String {
            guard let value = remaining.popFirst(), !value.hasPrefix("--") || value == "-" else {
                throw .missingValue(option: option)
            }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--open":
                link = try value(for: argument)
            case "--server":
                let text = try value(for: argument)
                guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
                      scheme == "http" || scheme == "https", url.host?.isEmpty == false else {
                    throw .invalidValue(option: argument, value: text, expected: "an http(s) address such as http://127.0.0.1:8080")
                }
                configuration.serverURL = url
            case "--narou-live":
                configuration.usesLiveNarou = true
            case "--data":
                let path = try value(for: argument)
                dataDirectoryOption = argument
                configuration.dataDirectory = URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
            case "--in-memory":
                inMemory = true
                configuration.dataDirectory = nil
            case "--script":
                scriptPath = try value(for: argument)
            case "--frames":
                printsEveryStep = true
            case "--size":
                let text = try value(for: argument)
                guard let parsed = TerminalSize(parsing: text) else {
                    throw .invalidValue(option: argument, value: text, expected: "<columns>x<rows>, at least 20x6")
                }
                size = parsed
            case "--now":
                // Undocumented: pins the clock for reproducible frames.
                let text = try value(for: argument)
                guard let date = try? Date(text, strategy: .iso8601) else {
                    throw .invalidValue(option: argument, value: text, expected: "an ISO 8601 date such as 2026-11-23T12:00:00+09:00")
                }
                configuration.pinnedDate = date
            case "--catalog":
                showsCatalog = true
            case "-h", "--help":
                wantsHelp = true
            default:
                throw .unknownOption(argument)
            }
        }
        if inMemory, let dataDirectoryOption {
            throw .conflicting(dataDirectoryOption, "--in-memory")
        }
        if scriptPath == nil {
            if printsEveryStep { throw .requiresScript("--frames") }
            if arguments.contains("--size") { throw .requiresScript("--size") }
        }
    }
}
