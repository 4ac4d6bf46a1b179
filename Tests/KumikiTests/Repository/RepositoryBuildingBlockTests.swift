import Foundation
import Kumiki
import KumikiTesting
import Testing

/// Counts calls and answers from a script, after a short delay.
private final class CountingLoader<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [Result<Value, NetworkError>]
    private(set) var calls = 0
    let delay: Duration

    init(_ answers: [Result<Value, NetworkError>], delay: Duration = .milliseconds(30)) {
        self.answers = answers
        self.delay = delay
    }

    func load() async throws -> Value {
        let answer = next()
        try await Task.sleep(for: delay)
        return try answer.get()
    }

    private func next() -> Result<Value, NetworkError> {
        lock.lock()
        defer { lock.unlock() }
        calls += 1
        return answers.count > 1 ? answers.removeFirst() : answers[0]
    }
}

/// A clock the test moves by hand.
private final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var instant = ContinuousClock.now
    var now: ContinuousClock.Instant {
        lock.lock()
        defer { lock.unlock() }
        return instant
    }

    func advance(by duration: Duration) {
        lock.lock()
        instant = instant.advanced(by: duration)
        lock.unlock()
    }
}

@Suite("SharedValue")
struct SharedValueTests {
    @Test("one write is seen by every subscriber, as minne's Repository layer needs")
    func everyScreenSeesTheWrite() throws {
        let shared = SharedValue(0)
        let shopScreen = shared.publisher.record()
        let settingsScreen = shared.publisher.record()
        shared.value = 500
        shared.update { $0 += 1 }
        #expect(try shopScreen.availableElements.get() == [0, 500, 501])
        #expect(try settingsScreen.availableElements.get() == [0, 500, 501])
        #expect(shared.value == 501)
    }

    @Test("concurrent updates are atomic")
    func atomicUpdates() {
        let shared = SharedValue(0)
        DispatchQueue.concurrentPerform(iterations: 1_000) { _ in shared.update { $0 += 1 } }
        #expect(shared.value == 1_000)
    }
}

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
}

@Suite("Paginator")
struct PaginatorTests {
    /// Pages of three items, cursor = page number, two pages in all.
    private static func makePaginator(calls: CountingLoader<Int>) -> Paginator<Int, Int> {
        Paginator(prefetchDistance: 2) { cursor in
            _ = try await calls.load()
            let page = cursor ?? 0
            return Page(items: Array(page * 3..<page * 3 + 3), nextCursor: page < 1 ? page + 1 : nil)
        }
    }

    @Test("pages append in order and the end is detected")
    func pagesAndEnd() async throws {
        let calls = CountingLoader([.success(0)])
        let paginator = Self.makePaginator(calls: calls)
        #expect(try await paginator.loadNextPage() == [0, 1, 2])
        #expect(try await paginator.loadNextPage() == [3, 4, 5])
        #expect(paginator.currentState.hasReachedEnd)
        #expect(try await paginator.loadNextPage() == [], "nothing after the last page")
        #expect(paginator.currentState.items == [0, 1, 2, 3, 4, 5])
        #expect(calls.calls == 2)
    }

    @Test("two loads at once share one request for the page")
    func noDuplicatePageRequests() async throws {
        let calls = CountingLoader([.success(0)], delay: .milliseconds(80))
        let paginator = Self.makePaginator(calls: calls)
        async let first = paginator.loadNextPage()
        async let second = paginator.loadNextPage()
        #expect(try await first == [0, 1, 2])
        #expect(try await second == [0, 1, 2])
        #expect(calls.calls == 1)
        #expect(paginator.currentState.items == [0, 1, 2])
    }

    @Test("shouldPreDownload answers near the end of the loaded list, and never while loading or at the end")
    func preDownloadThreshold() async throws {
        let calls = CountingLoader([.success(0)])
        let paginator = Self.makePaginator(calls: calls)
        #expect(paginator.shouldPreDownload(displayedCount: 0), "nothing loaded yet")
        try await paginator.loadNextPage()
        #expect(!paginator.shouldPreDownload(displayedCount: 0))
        #expect(paginator.shouldPreDownload(displayedCount: 1), "within 2 of the 3 loaded items")
        try await paginator.loadNextPage()
        #expect(!paginator.shouldPreDownload(displayedCount: 6), "the end was reached")
    }

    @Test("a failed page is reported in the state and can be retried")
    func failureAndRetry() async throws {
        let calls = CountingLoader([.failure(.timeout), .success(0)])
        let paginator = Self.makePaginator(calls: calls)
        await #expect(throws: RepositoryError.network(.timeout)) { try await paginator.loadNextPage() }
        #expect(paginator.currentState.failure == .network(.timeout))
        #expect(!paginator.currentState.isLoading)
        #expect(try await paginator.loadNextPage() == [0, 1, 2])
        #expect(paginator.currentState.failure == nil)
    }

    @Test("reset starts again from the first page")
    func reset() async throws {
        let calls = CountingLoader([.success(0)])
        let paginator = Self.makePaginator(calls: calls)
        try await paginator.loadNextPage()
        paginator.reset()
        #expect(paginator.currentState == .initial)
        #expect(try await paginator.loadNextPage() == [0, 1, 2])
    }
}
