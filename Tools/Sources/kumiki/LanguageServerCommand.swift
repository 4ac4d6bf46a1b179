import ArgumentParser
import Foundation
import KumikiCheck
import KumikiLanguageServer
import KumikiLSP

/// `kumiki lsp`.
struct LanguageServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Runs the Language Server Protocol server on standard input and output, for editors.",
        discussion: """
        The editor starts it; it finds .kumiki.yml from the workspace root as kumiki check does, and shows \
        findings as you type, with hover on imports and types and code actions to suppress a finding or add \
        it to the baseline (.kumiki-baseline.json beside .kumiki.yml, or initializationOptions.baseline). \
        Logs go to standard error. Exit status: 0 after shutdown and exit, 1 when the editor ends without them.
        """
    )

    @Flag(help: "Analyse every file again instead of using the cache.")
    var noCache = false

    func run() throws {
        let server = LanguageServer(
            writer: .standardOutput(),
            log: { FileHandle.standardError.write(Data("kumiki lsp: \($0)\n".utf8)) },
            cacheDirectory: noCache ? nil : CheckRunner.defaultCacheDirectory)
        var reader = MessageReader.standardInput(idleInterval: 1)
        let status = server.run(reading: &reader)
        throw ExitCode(status)
    }
}
