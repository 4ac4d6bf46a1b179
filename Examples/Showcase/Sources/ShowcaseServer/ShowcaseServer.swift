import Foundation
import Hummingbird
import Logging
import NIOConcurrencyHelpers
import ServiceLifecycle

/// The Showcase's fixture backend, in process: a Narou-compatible API and
/// minne-, Sync- and NewsPicks-like APIs over realistic Japanese fixture data,
/// with per-route fault switches.
///
/// ```swift
/// let server = try ShowcaseServer()
/// let baseURL = try await server.start()          // http://127.0.0.1:<ephemeral port>
/// server.faults.set(Fault(status: 503), for: "GET /minne/products")
/// …
/// await server.stop()
/// ```
///
/// `showcase-server --port 8080` runs the same backend on its own.
public final class ShowcaseServer: Sendable {
    /// The faults in force; also settable through `PUT /admin/faults`.
    public let faults = FaultSwitchboard()
    private let state = ServerState()
    private let data: FixtureData
    private let now: @Sendable () -> Date
    private let running = RunningServer()

    /// Loads the fixture data. `now` is the clock the Narou rules use to decide
    /// whether a ranking is produced yet; tests pin it.
    public init(now: @escaping @Sendable () -> Date = { Date() }) throws {
        do {
            data = try FixtureData.load()
        } catch let error as FixtureData.LoadError {
            throw ShowcaseServerError.fixturesUnreadable(error.description)
        }
        self.now = now
    }

    /// Starts listening on `host` and `port` (0 for an ephemeral port) and returns
    /// the base URL once the server accepts connections.
    public func start(host: String = "127.0.0.1", port: Int = 0) async throws(ShowcaseServerError) -> URL {
        guard (0...65_535).contains(port) else { throw .invalidPort(port) }
        let router = Router(context: ShowcaseRequestContext.self)
        NarouRoutes(data: data, faults: faults, now: now).register(on: router)
        MinneRoutes(data: data, state: state, faults: faults).register(on: router)
        SyncRoutes(data: data, state: state, faults: faults).register(on: router)
        NewsPicksRoutes(data: data, state: state, faults: faults).register(on: router)
        AdminRoutes(state: state, faults: faults).register(on: router)

        var logger = Logger(label: "showcase-server")
        logger.logLevel = .critical
        let started = StartSignal()
        let app = Application(
            router: router,
            server: ShowcaseHTTP1Channel.server,
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "showcase-server"),
            onServerRunning: { channel in started.succeed(port: channel.localAddress?.port) },
            logger: logger
        )
        // Its own service group, without signal handlers: the host app owns SIGINT and SIGTERM,
        // and stopping is a graceful shutdown, never a cancellation (cancelling NIO's accept
        // loop while a connection is being accepted traps in NIOAsyncWriter's deinit).
        let group = ServiceGroup(configuration: ServiceGroupConfiguration(services: [app], logger: logger))
        let task = Task {
            do {
                try await group.run()
            } catch {
                started.fail(error)
            }
        }
        guard running.install(task, group: group) else {
            task.cancel()
            throw .alreadyRunning
        }
        let boundPort: Int
        do {
            boundPort = try await started.wait()
        } catch {
            await stop()
            throw .cannotListen(host: host, port: port, reason: String(describing: error))
        }
        guard let url = URL(string: "http://\(host):\(boundPort)") else { throw .cannotListen(host: host, port: port, reason: "no URL") }
        running.url = url
        return url
    }

    /// Where the server listens, once started.
    public var baseURL: URL? {
        running.url
    }

    /// Stops the server: no new connections, requests in flight finish (for at most
    /// `gracePeriod`, after which they are cut).
    public func stop(gracePeriod: Duration = .seconds(5)) async {
        guard let (task, group) = running.take() else { return }
        await group.triggerGracefulShutdown()
        let deadline = Task {
            try await Task.sleep(for: gracePeriod)
            task.cancel()
        }
        _ = await task.result
        deadline.cancel()
    }

    /// Every analytics event the app has posted to `POST /newspicks/logs`, in order.
    public var analyticsLog: [AnalyticsLogRecord] {
        state.withLock { $0.log }
    }

    /// Forgets what clients changed (settings, favourites, accounts, logs) and removes every fault.
    public func reset() {
        faults.removeAll()
        state.reset()
    }
}

/// Why the fixture backend could not start.
public enum ShowcaseServerError: Error, Equatable, CustomStringConvertible {
    /// The bundled fixture data is missing or damaged.
    case fixturesUnreadable(String)
    /// The port is outside 0...65535.
    case invalidPort(Int)
    /// The address cannot be bound (already in use, not permitted, …).
    case cannotListen(host: String, port: Int, reason: String)
    /// ``ShowcaseServer/start(host:port:)`` was called twice.
    case alreadyRunning

    /// A sentence for the terminal.
    public var description: String {
        switch self {
        case .fixturesUnreadable(let reason): return "The fixture data cannot be read: \(reason)"
        case .invalidPort(let port): return "\(port) is not a port (0...65535; 0 picks a free one)."
        case .cannotListen(let host, let port, let reason): return "Cannot listen on \(host):\(port): \(reason)"
        case .alreadyRunning: return "The server is already running."
        }
    }
}

/// The running server's task, service group and URL.
private final class RunningServer: Sendable {
    private struct Running {
        var server: (task: Task<Void, Never>, group: ServiceGroup)?
        var url: URL?
    }

    private let running = NIOLockedValueBox(Running())

    var url: URL? {
        get { running.withLockedValue { $0.url } }
        set { running.withLockedValue { $0.url = newValue } }
    }

    func install(_ task: Task<Void, Never>, group: ServiceGroup) -> Bool {
        running.withLockedValue { running in
            guard running.server == nil else { return false }
            running.server = (task, group)
            return true
        }
    }

    /// The running server, forgotten here so a second stop does nothing.
    func take() -> (Task<Void, Never>, ServiceGroup)? {
        running.withLockedValue { running in
            defer { running = Running() }
            return running.server
        }
    }
}

/// Resumes the starter once: with the bound port, or with the error that stopped the server.
private final class StartSignal: Sendable {
    /// The waiting starter, and the outcome once decided (kept for a starter that comes later).
    private struct State {
        var continuation: CheckedContinuation<Int, any Error>?
        var outcome: Result<Int, any Error>?
    }

    private let state = NIOLockedValueBox(State())

    func succeed(port: Int?) {
        resolve(port.map { .success($0) } ?? .failure(ShowcaseServerError.alreadyRunning))
    }

    func fail(_ error: any Error) {
        resolve(.failure(error))
    }

    func wait() async throws -> Int {
        try await withCheckedThrowingContinuation { continuation in
            let outcome = state.withLockedValue { state in
                if state.outcome == nil { state.continuation = continuation }
                return state.outcome
            }
            if let outcome { continuation.resume(with: outcome) }
        }
    }

    private func resolve(_ result: Result<Int, any Error>) {
        let waiting: CheckedContinuation<Int, any Error>?? = state.withLockedValue { state in
            guard state.outcome == nil else { return .none }
            state.outcome = result
            defer { state.continuation = nil }
            return .some(state.continuation)
        }
        if case .some(let continuation) = waiting { continuation?.resume(with: result) }
    }
}
