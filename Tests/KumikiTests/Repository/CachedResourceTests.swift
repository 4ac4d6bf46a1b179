import Foundation
import Kumiki
import KumikiTesting
import KumikiTestSupport
import Testing

@Suite("CachedResource")
struct CachedResourceTests {
    @Test("cacheFirst loads once, then answers from the cache until the value is older than maxAge")
    func cacheFirst() async throws {
        let loader = CountingLoader([.success(1), .success(2)])
        let clock = ManualClock()
        let resource = CachedResource(maxAge: .seconds(60), now: { clock.now }) { try await loader.load() }
        #expect(try await resource.value() == 1)
        #expect(try await resource.value() == 1)
        #expect(loader.calls == 1)
        clock.advance(by: .seconds(61))
        #expect(try await resource.value() == 2)
        #expect(loader.calls == 2)
    }

    @Test("networkOnly always loads and refreshes the cache")
    func networkOnly() async throws {
        let loader = CountingLoader([.success(1), .success(2)])
        let resource = CachedResource { try await loader.load() }
        #expect(try await resource.value(policy: .networkOnly) == 1)
        #expect(try await resource.value(policy: .networkOnly) == 2)
        #expect(resource.cachedValue == 2)
    }

    @Test("concurrent identical loads are coalesced into one request")
    func singleFlight() async throws {
        let loader = CountingLoader([.success(42)], delay: .milliseconds(100))
        let resource = CachedResource { try await loader.load() }
        let values = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<20 { group.addTask { try await resource.value(policy: .networkOnly) } }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(values == Array(repeating: 42, count: 20))
        #expect(loader.calls == 1)
    }

    @Test("staleWhileRevalidate answers with the stale value at once, then the publisher emits the fresh one")
    func staleWhileRevalidate() async throws {
        let loader = CountingLoader([.success(1), .success(2)])
        let resource = CachedResource(maxAge: .zero) { try await loader.load() }
        #expect(try await resource.value(policy: .staleWhileRevalidate) == 1, "no cache yet: it loads")
        let recorder = resource.publisher(policy: .staleWhileRevalidate).record()
        #expect(try recorder.next().get() == 1, "the stale value arrives synchronously")
        #expect(try await recorder.next().value(timeout: .seconds(2)) == 2)
        try await recorder.finished.value(timeout: .seconds(1))
    }

    @Test("a failed load becomes a RepositoryError and does not poison the cache")
    func failure() async throws {
        let loader = CountingLoader([.failure(.notFound), .success(3)])
        let resource = CachedResource { try await loader.load() }
        await #expect(throws: RepositoryError.network(.notFound)) { try await resource.value() }
        #expect(RepositoryError.network(.notFound).isNotFound)
        #expect(try await resource.value() == 3)
    }

    @Test("load(policy:) says where each answer came from and how old it is; a stale value is never answered as fresh")
    func sourcesAndAges() async throws {
        let loader = CountingLoader([.success(1), .success(2)])
        let clock = ManualClock()
        let resource = CachedResource(maxAge: .seconds(60), now: { clock.now }) { try await loader.load() }
        let first = try await resource.load()
        #expect(first == CachedValue(value: 1, age: .zero, source: .loaded))
        clock.advance(by: .seconds(30))
        #expect(try await resource.load() == CachedValue(value: 1, age: .seconds(30), source: .fresh))
        clock.advance(by: .seconds(31))
        #expect(try await resource.load() == CachedValue(value: 2, age: .zero, source: .loaded), "61 s old is stale: it loads")
    }

    @Test("networkFirst answers the cached value of any age, marked with the error, when loading fails; with no cache it fails")
    func networkFirstFallsBack() async throws {
        let loader = CountingLoader([.failure(.offline), .success(1), .failure(.timeout), .success(2)])
        let clock = ManualClock()
        let resource = CachedResource(maxAge: .seconds(60), now: { clock.now }) { try await loader.load() }
        await #expect(throws: RepositoryError.network(.offline)) { try await resource.load(policy: .networkFirst) }
        #expect(try await resource.load(policy: .networkFirst).source == .loaded)
        clock.advance(by: .seconds(600))
        let offline = try await resource.load(policy: .networkFirst)
        #expect(offline == CachedValue(value: 1, age: .seconds(600), source: .fallback(after: .network(.timeout))))
        #expect(offline.fallbackError == .network(.timeout))
        #expect(try await resource.value(policy: .networkFirst) == 2, "the next load refreshes it")
        #expect(loader.calls == 4)
    }

    @Test("store and invalidate control the cache directly; a value stored during a load wins")
    func storeAndInvalidate() async throws {
        let loader = CountingLoader([.success(1)], delay: .milliseconds(80))
        let resource = CachedResource { try await loader.load() }
        resource.store(9)
        #expect(try await resource.value() == 9)
        resource.invalidate()
        #expect(resource.cachedValue == nil)
        async let loaded = resource.value(policy: .networkOnly)
        try await Task.sleep(for: .milliseconds(20))
        resource.store(5)
        #expect(try await loaded == 1)
        #expect(resource.cachedValue == 5)
    }

    @Test("the persisted value is read with no lock held: a cache store that calls back into the resource cannot deadlock")
    func persistedReadOutsideLock() async throws {
        let store = CallbackCacheStore()
        try store.store(Data("7".utf8), forKey: "k", at: Date())
        let resource = CachedResource<Int>(cache: store, key: "k") { 1 }
        store.onRead = { _ = resource.cachedValue }
        let finished = await finishes(within: .seconds(5)) { _ = resource.cachedValue }
        #expect(finished, "reading the cache store under the resource's lock deadlocked")
        if finished { #expect(resource.cachedValue == 7) }
    }
}

/// An in-memory cache store that runs a closure on every read.
private final class CallbackCacheStore: CacheStore, @unchecked Sendable {
    private let base = InMemoryCacheStore()
    var onRead: () -> Void = {}

    func entry(forKey key: String) throws(RepositoryError) -> CacheEntry? {
        onRead()
        return try base.entry(forKey: key)
    }

    func store(_ data: Data, forKey key: String, at date: Date) throws(RepositoryError) {
        try base.store(data, forKey: key, at: date)
    }

    func removeValue(forKey key: String) throws(RepositoryError) {
        try base.removeValue(forKey: key)
    }

    func removeAll() throws(RepositoryError) {
        try base.removeAll()
    }
}
