import Foundation
import Kumiki
import ShowcaseApp

/// Starts the Showcase once per process (backend, database, composition root) and says
/// how that went, so the first screen can show progress, the app, or what failed.
@MainActor
final class AppLaunch: ObservableObject {
    enum Phase {
        case starting
        case running(ScreenFactory)
        case failed(String)
    }

    @Published private(set) var phase: Phase = .starting
    let arguments: LaunchArguments
    private var session: ShowcaseLauncher.Session?

    init(arguments: LaunchArguments) {
        self.arguments = arguments
    }

    /// Starts the session unless one is running; called again by the retry button.
    func start() async {
        if case .running = phase { return }
        phase = .starting
        let configuration = ShowcaseConfiguration(
            serverURL: arguments.serverURL,
            dataDirectory: Self.dataDirectory
        )
        do {
            let session = try await ShowcaseLauncher.start(configuration)
            self.session = session
            phase = .running(ScreenFactory(composition: session.composition, notes: arguments.problems + session.notes))
        } catch {
            phase = .failed(error.description)
        }
    }

    /// Application Support, which iOS backs up and never purges, unlike Caches.
    private static var dataDirectory: URL? {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first?
            .appendingPathComponent("Showcase", isDirectory: true)
    }
}
