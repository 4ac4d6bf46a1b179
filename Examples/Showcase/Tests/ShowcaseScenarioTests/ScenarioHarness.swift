import Foundation
import ShowcaseApp
import ShowcaseServer
import ShowcaseRouting
import ShowcaseTerminalApp

/// Runs a script against a whole Showcase session, as `showcase --script` would: the
/// embedded backend on a loopback port, an in-memory database, and the clock pinned so
/// the Narou periods and every timestamp are the same on every run.
@MainActor
enum ScenarioHarness {
    /// 2026-11-23 12:00 in Japan: a Monday, so daily, weekly and monthly periods all differ.
    static let pinnedDate = Date(timeIntervalSince1970: 1_795_402_800)

    /// Runs `script` from the screen `link` opens (the first tab without one), after
    /// `prepare` has set up the backend; returns every frame, labelled, as one text.
    static func frames(
        of script: String,
        openingAt link: String? = nil,
        size: TerminalSize = .standard,
        prepare: (ShowcaseServer) -> Void = { _ in }
    ) async throws -> String {
        let configuration = ShowcaseConfiguration(dataDirectory: nil, pinnedDate: pinnedDate)
        let backend = try await ShowcaseBackend.start(externalURL: nil, now: configuration.clock)
        if let server = backend.embeddedServer { prepare(server) }
        let frames: [ScriptFrame]
        do {
            let session = try ShowcaseLauncher.start(configuration, backendURL: backend.url)
            let shell = ShowcaseShell(features: session.composition.features, notes: session.notes)
            shell.start(at: try link.map { try session.composition.links.target(for: $0) })
            var runner = ScriptRunner(shell: shell, size: size)
            frames = try await runner.run(try ShowcaseScript(parsing: script))
        } catch {
            await backend.stop()
            throw error
        }
        await backend.stop()
        return frames.map(\.printed).joined(separator: "\n") + "\n"
    }
}
