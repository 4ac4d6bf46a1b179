import Kumiki

/// An unreachable reporter that keeps every event, for assertions.
public final class SpyUnreachableReporter: UnreachableReporting {
    public let appVersion: AppVersion
    private let log = LockedLog<UnreachableEvent>()

    public init(appVersion: AppVersion = AppVersion(version: "test")) {
        self.appVersion = appVersion
    }

    /// Every event reported so far, in order.
    public var events: [UnreachableEvent] { log.all }

    public func report(_ event: UnreachableEvent) {
        log.append(event)
    }
}
