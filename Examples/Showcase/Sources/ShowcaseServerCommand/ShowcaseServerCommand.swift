import ArgumentParser
import Foundation
import ShowcaseCommandSupport
import ShowcaseServer

/// `showcase-server`: the Showcase's fixture backend on its own, for `showcase --server <url>`,
/// the iOS app's `-server` launch argument, or poking at with curl. Runs until interrupted.
@main
struct ShowcaseServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "showcase-server",
        abstract: "The Showcase's fixture backend: Narou-compatible, minne-, Sync- and NewsPicks-like APIs with fault switches.",
        discussion: """
            Faults are set per route while it runs: \
            PUT <url>/admin/faults {"route": "GET /minne/products", "fault": {"status": 503}}
            """
    )

    @Option(help: ArgumentHelp("The port to listen on; 0 picks a free one.", valueName: "0-65535"))
    var port = 8080

    @Option(help: ArgumentHelp("The address to listen on.", valueName: "address"))
    var host = "127.0.0.1"

    /// Exits 2, not ArgumentParser's 64, on a usage error.
    static func main() async {
        let command = parseOrExitWithUsageStatus()
        do {
            try await command.run()
        } catch {
            exit(withError: error)
        }
    }

    func validate() throws {
        guard (0...65_535).contains(port) else {
            throw ValidationError("--port \(port): expected a port from 0 to 65535.")
        }
        guard !host.isEmpty else {
            throw ValidationError("--host needs an address, such as 127.0.0.1 or 0.0.0.0.")
        }
    }

    func run() async throws {
        do {
            let server = try ShowcaseServer()
            let url = try await server.start(host: host, port: port)
            // Written unbuffered: a script reading the address from a pipe must get it now, not
            // when a buffer fills (print's buffer never does).
            FileHandle.standardOutput.write(Data("""
                showcase-server listening on \(url)
                faults: PUT \(url)/admin/faults {"route": "GET /minne/products", "fault": {"status": 503}}

                """.utf8))
            while true {
                try await Task.sleep(for: .seconds(3_600))
            }
        } catch {
            FileHandle.standardError.write(Data("showcase-server: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}
