import Foundation
import Kumiki
import ShowcaseApp
import ShowcaseServer

/// Starts the Showcase once per process and says how that went, so the first screen can show
/// progress, the app, or what failed. Like the `showcase` command, this front end starts the
/// backend (the fixture server in process unless `-server` names one) and hands its URL to
/// the composition root.
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
    private var backend: ShowcaseBackend?

    init(arguments: LaunchArguments) {
        self.arguments = arguments
    }

    /// Starts the session unless one is running; called again by the retry button.
    func start() async {
        if case .running = phase { return }
        phase = .starting
        let configuration = ShowcaseConfiguration(dataDirectory: Self.dataDirectory)
        // Kept across retries: a backend that started stays up when only the database failed.
        let backend: ShowcaseBackend
        if let running = self.backend {
            backend = running
        } else {
            do {
                backend = try await ShowcaseBackend.start(externalURL: arguments.serverURL)
            } catch {
                phase = .failed("The fixture backend could not start: \(error.description)")
                return
            }
            self.backend = backend
        }
        do {
            let session = try ShowcaseLauncher.start(configuration, backendURL: backend.url)
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
