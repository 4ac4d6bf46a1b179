/// How a ``CachedResource`` chooses between its cached value and the network.
public enum CachePolicy: Hashable, Sendable {
    /// Use a fresh cached value if there is one; otherwise load.
    case cacheFirst
    /// Always load; the result still refreshes the cache.
    case networkOnly
    /// Answer at once with any cached value (even stale), then load and answer again.
    case staleWhileRevalidate
    /// Load; when loading fails, answer the cached value (of any age) instead, marked as a
    /// fallback with the error (``CachedResource/load(policy:)``), so a screen shows what it
    /// showed last time with an offline notice. Fails only when nothing is cached.
    case networkFirst
}
