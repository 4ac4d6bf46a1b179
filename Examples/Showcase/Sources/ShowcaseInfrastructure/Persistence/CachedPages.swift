import Foundation
import Kumiki

/// The pages of a paged list, each a ``Kumiki/CachedResource`` saved in one ``Kumiki/CacheStore``
/// under `prefix` and the page's own key, made on first use and kept for the session.
final class CachedPages<Value: Codable & Sendable>: Sendable {
    private let cache: any CacheStore
    private let maxAge: Duration
    private let prefix: String
    private let resources = Locked<[String: CachedResource<Value>]>([:])

    /// Pages saved in `cache`, current for `maxAge`, their keys starting with `prefix`.
    init(cache: any CacheStore, maxAge: Duration, prefix: String) {
        self.cache = cache
        self.maxAge = maxAge
        self.prefix = prefix
    }

    /// The page under `key`, loading with `load` when it is asked for the first time.
    func page(_ key: String, load: @escaping @Sendable () async throws -> Value) -> CachedResource<Value> {
        let (cache, maxAge, prefix) = (cache, maxAge, prefix)
        return resources.withLock { resources in
            if let existing = resources[key] { return existing }
            let created = CachedResource(maxAge: maxAge, cache: cache, key: "\(prefix).\(key)", load: load)
            resources[key] = created
            return created
        }
    }
}
