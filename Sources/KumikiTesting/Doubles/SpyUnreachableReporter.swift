/// An unreachable reporter that keeps every event, for assertions.
public final class SpyUnreachableReporter: UnreachableReporting {
    /// The build stamped on events this spy creates.
    public let appVersion: AppVersion
    private let log = Locked<[UnreachableEvent]>([])

    /// Creates a spy stamping events with `appVersion`.
    public init(appVersion: AppVersion = AppVersion(version: "test")) {
        self.appVersion = appVersion
    }

    /// Every event reported so far, in order.
    public var events: [UnreachableEvent] { log.current }

    /// Keeps `event`.
    public func report(_ event: UnreachableEvent) {
        log.withLock { $0.append(event) }
    }
}
