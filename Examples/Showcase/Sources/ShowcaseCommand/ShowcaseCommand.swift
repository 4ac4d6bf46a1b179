import Foundation
import Kumiki
import ShowcaseApp
import ShowcaseRouting
import ShowcaseTerminalApp

// showcase: the Kumiki Showcase in a terminal, or scripted (see `showcase --help`).
// Exit status: 0 done, 1 the session failed (backend, storage, a script's wait), 2 bad usage.

func complain(_ message: String) {
    FileHandle.standardError.write(Data("showcase: \(message)\n".utf8))
}

/// Diagnostics go to a file: the terminal belongs to the frame (and stdout to scripted frames).
func bootstrapLogging(_ configuration: ShowcaseConfiguration) {
    guard let folder = configuration.dataDirectory,
          let destination = try? FileLogHandler.Destination(url: folder.appendingPathComponent("showcase.log")) else {
        LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() }
        return
    }
    LoggingSystem.bootstrap { label in FileLogHandler(label: label, destination: destination) }
}

func readScript(at path: String) throws(ShowcaseScriptError) -> ShowcaseScript? {
    let data: Data?
    if path == "-" {
        data = FileHandle.standardInput.readDataToEndOfFile()
    } else {
        // A FileHandle reads pipes and devices (/dev/stdin, process substitution) as well as files.
        data = FileHandle(forReadingAtPath: path).map { $0.readDataToEndOfFile() }
    }
    guard let data else {
        complain("cannot read the script \(path)")
        return nil
    }
    guard let text = String(data: data, encoding: .utf8) else {
        complain("the script \(path) is not UTF-8 text")
        return nil
    }
    return try ShowcaseScript(parsing: text)
}

@MainActor
func runShowcase() async -> Int32 {
    let arguments: ShowcaseArguments
    do {
        arguments = try ShowcaseArguments(parsing: Array(CommandLine.arguments.dropFirst()))
    } catch {
        complain(error.description)
        return 2
    }
    if arguments.wantsHelp {
        print(ShowcaseArguments.usage)
        return 0
    }
    var target: ShowcaseNavigationTarget?
    if let link = arguments.link {
        do {
            target = try ShowcaseLinks.target(for: link)
        } catch {
            complain("--open \(link): \(error.description)")
            return 2
        }
    }
    var script: ShowcaseScript?
    if let path = arguments.scriptPath {
        do {
            guard let parsed = try readScript(at: path) else { return 2 }
            script = parsed
        } catch {
            complain("script \(path): \(error.description)")
            return 2
        }
    } else if !RawTerminal.isInteractive {
        complain(RawTerminal.Failure.notATerminal.description)
        return 2
    }

    bootstrapLogging(arguments.configuration)
    // The catalog needs no backend and no data: only the shared components.
    let session: ShowcaseLauncher.Session?
    let shell: ShowcaseShell
    if arguments.showsCatalog {
        session = nil
        shell = ShowcaseShell(features: [ComponentCatalogFeature()])
        shell.start()
    } else {
        do {
            let started = try await ShowcaseLauncher.start(arguments.configuration)
            session = started
            shell = ShowcaseShell(features: started.composition.features, notes: started.notes)
        } catch {
            complain(error.description)
            return 1
        }
        shell.start(at: target)
    }

    var status: Int32 = 0
    if let script {
        var runner = ScriptRunner(shell: shell, size: arguments.size, printsEveryStep: arguments.printsEveryStep)
        do {
            try await runner.run(script) { frame in
                FileHandle.standardOutput.write(Data((frame.printed + "\n").utf8))
            }
        } catch {
            complain("script \(arguments.scriptPath ?? "-"): \(error.description)")
            status = 1
        }
    } else {
        do {
            let terminal = try RawTerminal()
            await TerminalRunner(shell: shell, terminal: terminal).run()
            terminal.restore()
        } catch {
            complain(error.description)
            status = 2
        }
    }
    await session?.stop()
    return status
}

exit(await runShowcase())
