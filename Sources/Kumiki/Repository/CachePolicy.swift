/// How a ``CachedResource`` chooses between its cached value and the network.
public enum CachePolicy: Hashable, Sendable {
    /// Use a fresh cached value if there is one; otherwise load.
    case cacheFirst
    /// Always load; the result still refreshes the cache.
    case networkOnly
    /// Answer at once with any cached value (even stale), then load and answer again.
    case staleWhileRevalidate
}
