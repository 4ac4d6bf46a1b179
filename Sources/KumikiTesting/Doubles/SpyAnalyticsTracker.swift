/// An analytics tracker that keeps every posted tag, for assertions.
public final class SpyAnalyticsTracker: AnalyticsTracking {
    private let log = Locked<[AnalyticsTag]>([])

    /// Creates a spy that has seen nothing yet.
    public init() {}

    /// Every tag posted so far, in order.
    public var tags: [AnalyticsTag] { log.current }

    /// Keeps `tag`.
    public func post(tag: AnalyticsTag) {
        log.withLock { $0.append(tag) }
    }
}
