import Foundation

/// A value loaded from a slow source (usually the network), kept in memory,
/// and shared by every caller: the building block of a caching Repository.
///
/// Concurrent loads are coalesced: however many screens ask at once, one
/// request is made and all of them get its result (single flight).
///
/// ```swift
/// final class RankingRepository {
///     private let daily: CachedResource<[Novel]>
///     init(requester: any RankingRequesterProtocol = RankingRequester()) {
///         daily = CachedResource(maxAge: .seconds(300)) { try await requester.daily() }
///     }
///     func dailyRanking() -> RepositoryPublisher<[Novel]> { daily.publisher(policy: .staleWhileRevalidate) }
/// }
/// ```
public final class CachedResource<Value: Sendable>: @unchecked Sendable {
    /// Loads the value; errors become ``RepositoryError``s.
    public typealias Load = @Sendable () async throws -> Value

    private struct Entry {
        let value: Value
        let storedAt: ContinuousClock.Instant
    }

    /// Reads and writes the value in a persistent ``CacheStore``, when one is attached.
    private struct Persistence: Sendable {
        let read: @Sendable () -> (value: Value, age: Duration)?
        let write: @Sendable (Value) -> Void
    }

    /// What changes after creation: the value, the load in flight, and a generation that every
    /// `store(_:)` and `invalidate()` advances, so an older load's result never overwrites them.
    private struct State {
        var hasReadPersisted = false
        var entry: Entry?
        var inFlight: Task<Value, any Error>?
        var generation = 0
    }

    private let state = Locked(State())
    private let load: Load
    private let maxAge: Duration
    private let now: @Sendable () -> ContinuousClock.Instant
    private let persistence: Persistence?

    /// Creates a resource.
    ///
    /// - Parameters:
    ///   - maxAge: How long a loaded value counts as fresh for ``CachePolicy/cacheFirst``.
    ///   - now: The clock; injected so tests can age the cache without waiting.
    ///   - load: How to load the value.
    public init(
        maxAge: Duration = .seconds(60),
        now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now },
        load: @escaping Load
    ) {
        self.maxAge = maxAge
        self.now = now
        self.load = load
        persistence = nil
    }

    /// Creates a resource whose value also lives in `cache` under `key`, so it
    /// survives relaunches: the first read starts from the stored value (with
    /// its real age), and every load writes through.
    ///
    /// A stored value that no longer decodes (the type changed) is ignored and
    /// replaced by the next load; cache write failures never fail a read.
    public init(
        maxAge: Duration = .seconds(60),
        cache: any CacheStore,
        key: String,
        now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now },
        wallClock: @escaping @Sendable () -> Date = { Date() },
        load: @escaping Load
    ) where Value: Codable {
        self.maxAge = maxAge
        self.now = now
        self.load = load
        persistence = Persistence(
            read: {
                guard let entry = try? cache.entry(forKey: key),
                      let value = try? JSONDecoder().decode(Value.self, from: entry.data)
                else { return nil }
                let seconds = max(0, wallClock().timeIntervalSince(entry.storedAt))
                return (value, .milliseconds(Int(seconds * 1_000)))
            },
            write: { value in
                guard let data = try? JSONEncoder().encode(value) else { return }
                try? cache.store(data, forKey: key, at: wallClock())
            }
        )
    }

    /// The cached value, fresh or not, without loading.
    public var cachedValue: Value? {
        restorePersistedIfNeeded()
        return state.withLock { $0.entry?.value }
    }

    /// Loads the persisted value into memory once, before the first read.
    ///
    /// The cache store is read with no lock held (a store may block, or call
    /// back); a value stored or invalidated meanwhile wins over the persisted one.
    private func restorePersistedIfNeeded() {
        guard let persistence else { return }
        let startedGeneration: Int? = state.withLock { state in
            guard !state.hasReadPersisted, state.entry == nil else { return nil }
            state.hasReadPersisted = true
            return state.generation
        }
        guard let startedGeneration, let (value, age) = persistence.read() else { return }
        let now = now
        state.withLock { state in
            if state.entry == nil, state.generation == startedGeneration {
                state.entry = Entry(value: value, storedAt: now().advanced(by: .zero - age))
            }
        }
    }

    /// Forgets the cached value; the next read loads.
    public func invalidate() {
        state.withLock { state in
            state.entry = nil
            state.generation += 1
        }
    }

    /// Stores a value the caller already has (after a save, say) as fresh.
    public func store(_ value: Value) {
        let now = now
        state.withLock { state in
            state.entry = Entry(value: value, storedAt: now())
            state.generation += 1
        }
        persistence?.write(value)
    }

    /// Returns the value by `policy`: cached if fresh (``CachePolicy/cacheFirst``),
    /// otherwise loaded. With ``CachePolicy/staleWhileRevalidate`` a cached value
    /// of any age is returned and a reload starts in the background.
    public func value(policy: CachePolicy = .cacheFirst) async throws(RepositoryError) -> Value {
        switch policy {
        case .cacheFirst:
            if let fresh = freshValue() { return fresh }
            return try await loadCoalesced()
        case .networkOnly:
            return try await loadCoalesced()
        case .networkFirst:
            return try await load(policy: .networkFirst).value
        case .staleWhileRevalidate:
            if let cached = cachedValue {
                Task { [self] in _ = try? await loadCoalesced() }
                return cached
            }
            return try await loadCoalesced()
        }
    }

    /// The value with where it came from and its age, so a screen can tell a cached answer
    /// from a fresh one: ``CachedValue/Source/loaded`` just now, ``CachedValue/Source/fresh``
    /// from the cache within `maxAge`, or ``CachedValue/Source/fallback(after:)`` when
    /// ``CachePolicy/networkFirst`` answered the cache because loading failed.
    /// ``CachePolicy/staleWhileRevalidate`` answers like ``CachePolicy/cacheFirst`` here.
    public func load(policy: CachePolicy = .cacheFirst) async throws(RepositoryError) -> CachedValue<Value> {
        if policy == .cacheFirst || policy == .staleWhileRevalidate, let fresh = freshEntry() {
            return CachedValue(value: fresh.value, age: fresh.age, source: .fresh)
        }
        do {
            return CachedValue(value: try await loadCoalesced(), age: .zero, source: .loaded)
        } catch {
            guard policy == .networkFirst, error != .network(.cancelled), let cached = cachedEntry() else { throw error }
            return CachedValue(value: cached.value, age: cached.age, source: .fallback(after: error))
        }
    }

    /// The Combine face: ``CachePolicy/staleWhileRevalidate`` emits the cached
    /// value at once and the reloaded one when it arrives; the other policies emit once.
    public func publisher(policy: CachePolicy = .cacheFirst) -> RepositoryPublisher<Value> {
        let reload = AsyncOperationPublisher { () async -> Result<Value, RepositoryError> in
            do throws(RepositoryError) {
                return .success(try await self.value(policy: policy == .staleWhileRevalidate ? .networkOnly : policy))
            } catch {
                return .failure(error)
            }
        }
        guard policy == .staleWhileRevalidate, let cached = cachedValue else {
            return reload.eraseToAnyPublisher()
        }
        return Just(cached).setFailureType(to: RepositoryError.self).append(reload).eraseToAnyPublisher()
    }

    private func freshValue() -> Value? {
        freshEntry()?.value
    }

    private func freshEntry() -> (value: Value, age: Duration)? {
        guard let cached = cachedEntry(), cached.age <= maxAge else { return nil }
        return cached
    }

    /// The cached value, fresh or not, with its age.
    private func cachedEntry() -> (value: Value, age: Duration)? {
        restorePersistedIfNeeded()
        let now = now
        return state.withLock { state in
            guard let entry = state.entry else { return nil }
            return (entry.value, now() - entry.storedAt)
        }
    }

    /// Joins the load in flight, or starts one; every caller gets the same result.
    private func loadCoalesced() async throws(RepositoryError) -> Value {
        let task = currentOrNewLoad()
        do {
            return try await task.value
        } catch {
            throw RepositoryError(error)
        }
    }

    private func currentOrNewLoad() -> Task<Value, any Error> {
        let load = self.load
        return state.withLock { state in
            if let inFlight = state.inFlight { return inFlight }
            let startedGeneration = state.generation
            let task = Task { [weak self] in
                defer { self?.finishLoad() }
                let value = try await load()
                self?.storeLoaded(value, startedGeneration: startedGeneration)
                return value
            }
            state.inFlight = task
            return task
        }
    }

    private func storeLoaded(_ value: Value, startedGeneration: Int) {
        let now = now
        // A `store(_:)` or `invalidate()` during the load wins over the older result.
        let isCurrent = state.withLock { state in
            guard state.generation == startedGeneration else { return false }
            state.entry = Entry(value: value, storedAt: now())
            return true
        }
        if isCurrent {
            persistence?.write(value)
        }
    }

    private func finishLoad() {
        state.withLock { $0.inFlight = nil }
    }
}
