import ArgumentParser
import Foundation
import KumikiCheck
import KumikiMCP

/// `kumiki mcp`.
struct MCPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Runs the Model Context Protocol server on standard input and output, for coding assistants.",
        discussion: """
        Tools: check (findings as JSON), layer_of (a file or type: its layer, why, what it may import), \
        allowed_imports (a layer: what it may and may not import), explain_rule, graph. The project is read \
        from the current folder (or --project) as kumiki check reads it, again on every call, so edits between \
        calls are seen. Logs go to standard error.
        """
    )

    @Option(help: "The folder to answer about (default: the current folder); .kumiki.yml is found there or above.")
    var project: String?

    @Flag(help: "Analyse every file again on each call instead of using the cache.")
    var noCache = false

    func run() async throws {
        let directory = URL(fileURLWithPath: project ?? FileManager.default.currentDirectoryPath)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            FileHandle.standardError.write(Data("error: \(directory.path) is not a folder\n".utf8))
            throw ExitCode(2)
        }
        let toolbox = ArchitectureToolbox(directory: directory, cacheDirectory: noCache ? nil : CheckRunner.defaultCacheDirectory)
        try await KumikiMCPServer.run(toolbox: toolbox)
    }
}
