import Foundation
import Kumiki

/// An unreachable reporter that keeps every event, for assertions.
public final class SpyUnreachableReporter: UnreachableReporting, @unchecked Sendable {
    public let appVersion: AppVersion
    private let lock = NSLock()
    private var _events: [UnreachableEvent] = []

    public init(appVersion: AppVersion = AppVersion(version: "test")) {
        self.appVersion = appVersion
    }

    /// Every event reported so far, in order.
    public var events: [UnreachableEvent] {
        lock.lock()
        defer { lock.unlock() }
        return _events
    }

    public func report(_ event: UnreachableEvent) {
        lock.lock()
        _events.append(event)
        lock.unlock()
    }
}
