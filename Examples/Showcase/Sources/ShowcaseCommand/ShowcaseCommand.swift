import ArgumentParser
import Foundation
import Kumiki
import ShowcaseApp
import ShowcaseCommandSupport
import ShowcaseRouting
import ShowcaseServer
import ShowcaseTerminalApp

/// `showcase`: the Kumiki Showcase in a terminal, or scripted.
///
/// This is the terminal front end's entry point: it reads the command line, starts the
/// backend (the fixture server in process unless `--server` names one) and hands its URL to
/// the composition root, which never starts servers. Exit status: 0 done, 1 the session
/// failed (backend, storage, a script's wait), 2 bad usage.
@main
struct ShowcaseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "showcase",
        abstract: "The Kumiki Showcase in the terminal.",
        discussion: """
            Narou rankings and search, minne's products and shop settings, Sync's contacts and \
            sign-up, and the NewsPicks feed, against a fixture backend started in this process.

            Keys: ↑↓ move, Enter open, Esc back, Tab / Shift-Tab switch tabs, Ctrl-C quit.
            """
    )

    @Option(name: .customLong("open"), help: ArgumentHelp(
        "Start at a link: https://showcase.example/minne/products/3, showcase://narou/novels/N0001A, …/minne/settings/free-shipping.",
        valueName: "url"))
    var link: String?

    @Option(help: ArgumentHelp("Use a running showcase-server instead of the embedded one.", valueName: "url"),
            transform: ShowcaseCommand.serverURL)
    var server: URL?

    @Flag(name: .customLong("narou-live"), help: "Use the real Narou API (api.syosetu.com) for the Narou tabs.")
    var usesLiveNarou = false

    @Option(name: .customLong("data"), help: ArgumentHelp(
        "Keep favourites, the reading list and cached rankings here (default: $XDG_DATA_HOME/kumiki-showcase); its parent folder must exist.",
        valueName: "folder"))
    var dataPath: String?

    @Flag(name: .customLong("in-memory"), help: "Keep nothing between launches.")
    var inMemory = false

    @Option(name: .customLong("script"), help: ArgumentHelp(
        "Run the keys in a script instead of the terminal (- reads standard input, each line as it arrives) and print frames as plain text.",
        valueName: "file|-"))
    var scriptPath: String?

    @Flag(name: .customLong("frames"), help: "With --script, print a frame after every step.")
    var printsEveryStep = false

    @Option(help: ArgumentHelp("With --script, the terminal's size (default 80x24, at least 20x6).", valueName: "cols>x<rows"),
            transform: ShowcaseCommand.terminalSize)
    var size: TerminalSize?

    @Option(help: ArgumentHelp("Seconds a request waits for the server before it fails as a timeout (default 15).", valueName: "seconds"),
            transform: ShowcaseCommand.seconds)
    var timeout: TimeInterval = 15

    @Flag(name: .customLong("catalog"), help: "Show the shared UI components in every state (no backend, no data).")
    var showsCatalog = false

    /// Pins the clock for reproducible frames; for tests and recorded tours, so not in `--help`.
    @Option(name: .customLong("now"), help: .hidden, transform: ShowcaseCommand.pinnedDate)
    var pinnedDate: Date?

    /// Exits 2, not ArgumentParser's 64, on a usage error.
    static func main() async {
        var command = parseOrExitWithUsageStatus()
        do {
            try await command.run()
        } catch {
            exit(withError: error)
        }
    }

    func validate() throws {
        if inMemory, dataPath != nil {
            throw ValidationError("--data and --in-memory cannot be used together.")
        }
        if scriptPath == nil {
            if printsEveryStep { throw ValidationError("--frames only applies with --script.") }
            if size != nil { throw ValidationError("--size only applies with --script.") }
        }
        if let dataPath {
            let parent = dataDirectory(for: dataPath).deletingLastPathComponent()
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isFolder), isFolder.boolValue else {
                throw ValidationError("--data \(dataPath): the folder \(parent.path) does not exist.")
            }
        }
    }

    @MainActor
    mutating func run() async throws {
        let status = await runSession()
        if status != 0 { throw ExitCode(status) }
    }

    private var sessionConfiguration: ShowcaseConfiguration {
        let folder: URL? = inMemory ? nil : dataPath.map(dataDirectory(for:)) ?? ShowcaseConfiguration.defaultDataDirectory
        return ShowcaseConfiguration(usesLiveNarou: usesLiveNarou, dataDirectory: folder, pinnedDate: pinnedDate, requestTimeout: timeout)
    }

    private func dataDirectory(for path: String) -> URL {
        URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
    }

    @MainActor
    private func runSession() async -> Int32 {
        // A link is checked first, against the links the registered features declare: a bad
        // --open is a usage error before anything starts.
        var target: ShowcaseNavigationTarget?
        if let link {
            do {
                target = try ShowcaseLauncher.links().target(for: link)
            } catch let error as DeepLinkError {
                Self.complain("--open \(link): \(error.description)")
                return 2
            } catch {
                Self.complain(String(describing: error))
                return 1
            }
        }
        let script: ScriptSource?
        switch scriptPath {
        case "-"?:
            // A script on standard input runs as it arrives, so a driver can act between steps.
            script = .lines(LineStream.lines(of: FileHandle.standardInput.fileDescriptor))
        case let path?:
            do {
                guard let parsed = try Self.readScript(at: path) else { return 2 }
                script = .whole(parsed)
            } catch {
                Self.complain("script \(path): \(error.description)")
                return 2
            }
        case nil:
            guard RawTerminal.isInteractive else {
                Self.complain(RawTerminal.Failure.notATerminal.description)
                return 2
            }
            script = nil
        }

        let configuration = sessionConfiguration
        Self.bootstrapLogging(configuration)
        // The catalog needs no backend and no data: only the shared components.
        let backend: ShowcaseBackend?
        let shell: ShowcaseShell
        if showsCatalog {
            backend = nil
            shell = ShowcaseShell(features: [ComponentCatalogFeature()])
            shell.start()
        } else {
            let started: ShowcaseBackend
            do {
                started = try await ShowcaseBackend.start(externalURL: server, now: configuration.clock)
            } catch {
                Self.complain("The fixture backend could not start: \(error.description)")
                return 1
            }
            backend = started
            let session: ShowcaseLauncher.Session
            do {
                session = try ShowcaseLauncher.start(configuration, backendURL: started.url)
            } catch {
                Self.complain(error.description)
                await started.stop()
                return 1
            }
            shell = ShowcaseShell(features: session.composition.features, notes: session.notes)
            shell.start(at: target)
        }

        var status: Int32 = 0
        if let script {
            var runner = ScriptRunner(shell: shell, size: size ?? .standard, printsEveryStep: printsEveryStep)
            let emit = { (frame: ScriptFrame) in
                FileHandle.standardOutput.write(Data((frame.printed + "\n").utf8))
            }
            do {
                switch script {
                case .whole(let script): try await runner.run(script, emit: emit)
                case .lines(let lines): try await runner.run(lines: lines, emit: emit)
                }
            } catch {
                Self.complain("script \(scriptPath ?? "-"): \(error.description)")
                status = error.isUsageError ? 2 : 1
            }
        } else {
            do {
                let terminal = try RawTerminal()
                await TerminalRunner(shell: shell, terminal: terminal).run()
                terminal.restore()
            } catch {
                Self.complain(error.description)
                status = 2
            }
        }
        await backend?.stop()
        return status
    }

    /// Where a `--script` comes from: a file read and checked whole before the session
    /// starts, or standard input, run line by line as it arrives.
    private enum ScriptSource {
        case whole(ShowcaseScript)
        case lines(AsyncStream<Data>)
    }

    private static func complain(_ message: String) {
        FileHandle.standardError.write(Data("showcase: \(message)\n".utf8))
    }

    /// Diagnostics go to a file: the terminal belongs to the frame (and stdout to scripted frames).
    private static func bootstrapLogging(_ configuration: ShowcaseConfiguration) {
        guard let folder = configuration.dataDirectory,
              let destination = try? FileLogHandler.Destination(url: folder.appendingPathComponent("showcase.log")) else {
            LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() }
            return
        }
        LoggingSystem.bootstrap { label in FileLogHandler(label: label, destination: destination) }
    }

    private static func readScript(at path: String) throws(ShowcaseScriptError) -> ShowcaseScript? {
        // A FileHandle reads pipes and devices (/dev/stdin, process substitution) as well as files.
        guard let data = FileHandle(forReadingAtPath: path).map({ $0.readDataToEndOfFile() }) else {
            complain("cannot read the script \(path)")
            return nil
        }
        guard let text = String(data: data, encoding: .utf8) else {
            complain("the script \(path) is not UTF-8 text")
            return nil
        }
        return try ShowcaseScript(parsing: text)
    }

    private static func serverURL(_ text: String) throws -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https", url.host?.isEmpty == false else {
            throw ValidationError("expected an http(s) address such as http://127.0.0.1:8080")
        }
        return url
    }

    private static func seconds(_ text: String) throws -> TimeInterval {
        guard let seconds = TimeInterval(text), seconds.isFinite, seconds > 0, seconds <= 600 else {
            throw ValidationError("expected a number of seconds above 0 and at most 600")
        }
        return seconds
    }

    private static func terminalSize(_ text: String) throws -> TerminalSize {
        guard let size = TerminalSize(parsing: text) else {
            throw ValidationError("expected <columns>x<rows>, at least 20x6")
        }
        return size
    }

    private static func pinnedDate(_ text: String) throws -> Date {
        do {
            return try Date(text, strategy: .iso8601)
        } catch {
            throw ValidationError("expected an ISO 8601 date such as 2026-11-23T12:00:00+09:00")
        }
    }
}
