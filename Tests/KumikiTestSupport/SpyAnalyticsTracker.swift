import Foundation
import Kumiki

/// An analytics tracker that keeps every posted tag, for assertions.
public final class SpyAnalyticsTracker: AnalyticsTracking, @unchecked Sendable {
    private let lock = NSLock()
    private var _tags: [AnalyticsTag] = []

    public init() {}

    /// Every tag posted so far, in order.
    public var tags: [AnalyticsTag] {
        lock.lock()
        defer { lock.unlock() }
        return _tags
    }

    public func post(tag: AnalyticsTag) {
        lock.lock()
        _tags.append(tag)
        lock.unlock()
    }
}
