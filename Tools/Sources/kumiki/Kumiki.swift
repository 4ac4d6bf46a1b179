import ArgumentParser
import Foundation
import KumikiCheck

/// The `kumiki` command: its subcommands, and the entry point that keeps Kumiki's exit
/// statuses (ArgumentParser exits 64 on usage errors; Kumiki promises 2).
@main
struct Kumiki: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kumiki",
        abstract: "Checks a Swift codebase against Kumiki's layered architecture.",
        version: CheckRunner.version,
        subcommands: [Check.self, Layers.self, Graph.self, Adopt.self, Migrate.self, Mocks.self, New.self, Init.self, LanguageServerCommand.self, MCPCommand.self]
    )

    /// Runs the command line; a usage error exits 2 with ArgumentParser's message.
    static func main() async {
        do {
            var command = try Kumiki.parseAsRoot()
            if var asynchronous = command as? AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        } catch {
            let code = Kumiki.exitCode(for: error)
            if error is ExitCode {
                Kumiki.exit(withError: error)
            }
            if code == .success {
                Kumiki.exit(withError: error)
            }
            FileHandle.standardError.write(Data((Kumiki.fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
    }
}
