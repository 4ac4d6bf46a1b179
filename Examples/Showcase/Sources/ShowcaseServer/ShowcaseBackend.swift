import Foundation

/// The backend a Showcase front end talks to: a running `showcase-server` it was given the
/// address of, or the fixture server started in this process.
///
/// Front ends (the `showcase` command, the iOS app) start it and hand ``url`` to the
/// composition root, which never knows whether a server runs in process:
///
/// ```swift
/// let backend = try await ShowcaseBackend.start(externalURL: options.server)
/// let session = try ShowcaseLauncher.start(configuration, backendURL: backend.url)
/// …
/// await backend.stop()
/// ```
public struct ShowcaseBackend: Sendable {
    /// The backend's base URL.
    public let url: URL
    /// The fixture server started in this process, or `nil` for an external one; tests set
    /// faults on it.
    public let embeddedServer: ShowcaseServer?

    /// Uses the server at `externalURL`, or, when it is `nil`, starts the fixture server on a
    /// loopback port with the clock `now` (pinned by scripted runs and tests).
    public static func start(
        externalURL: URL?,
        now: @escaping @Sendable () -> Date = { Date() }
    ) async throws(ShowcaseServerError) -> ShowcaseBackend {
        if let externalURL {
            return ShowcaseBackend(url: externalURL, embeddedServer: nil)
        }
        let server: ShowcaseServer
        do {
            server = try ShowcaseServer(now: now)
        } catch let error as ShowcaseServerError {
            throw error
        } catch {
            throw .fixturesUnreadable(String(describing: error))
        }
        return ShowcaseBackend(url: try await server.start(), embeddedServer: server)
    }

    /// Stops the embedded server; an external one is left running.
    public func stop() async {
        await embeddedServer?.stop()
    }
}
