import Foundation
import Kumiki
import KumikiTesting
import KumikiTestSupport
import Testing

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

    @Test("reset from a statePublisher subscriber (on failure) does not deadlock")
    func resetFromSubscriber() async throws {
        let calls = CountingLoader<Int>([.failure(.timeout)], delay: .milliseconds(1))
        let paginator = Self.makePaginator(calls: calls)
        let subscription = paginator.statePublisher.sink { state in
            if state.failure != nil { paginator.reset() }
        }
        let finished = await finishes(within: .seconds(5)) {
            let done = DispatchSemaphore(value: 0)
            Task {
                _ = try? await paginator.loadNextPage()
                done.signal()
            }
            done.wait()
        }
        #expect(finished, "the paginator deadlocked")
        if finished { #expect(paginator.currentState == .initial) }
        subscription.cancel()
    }

    @Test("loadNextPage from a statePublisher subscriber does not deadlock and loads once")
    func loadFromSubscriber() async throws {
        let calls = CountingLoader([.success(0)], delay: .milliseconds(1))
        let paginator = Self.makePaginator(calls: calls)
        let subscription = paginator.statePublisher.sink { state in
            if state.isLoading { Task { _ = try? await paginator.loadNextPage() } }
        }
        #expect(try await paginator.loadNextPage() == [0, 1, 2])
        #expect(await eventuallyTrue { calls.calls == 1 && paginator.currentState.items == [0, 1, 2] })
        subscription.cancel()
    }

    @Test("after a failure shouldPreDownload stays false until a retry, so scrolling never becomes a request per row")
    func noPrefetchAfterFailure() async throws {
        let calls = CountingLoader([.success(0), .failure(.offline), .success(0)])
        let paginator = Self.makePaginator(calls: calls)
        try await paginator.loadNextPage()
        await #expect(throws: RepositoryError.network(.offline)) { try await paginator.loadNextPage() }
        for row in 0..<3 {
            #expect(!paginator.shouldPreDownload(displayedCount: row + 1))
        }
        #expect(calls.calls == 2)
        try await paginator.loadNextPage()
        #expect(paginator.currentState.items == [0, 1, 2, 3, 4, 5])
    }

    @Test("states map to list states: no 'no data' flash before the first page, each page once")
    func listStates() async throws {
        let calls = CountingLoader([.success(0)])
        let paginator = Self.makePaginator(calls: calls)
        let recorder = paginator.statePublisher.listState().listViewFlags().record()
        async let first = paginator.loadNextPage()
        async let joined = paginator.loadNextPage()
        _ = try await (first, joined)
        try await paginator.loadNextPage()
        let flags = try recorder.availableElements.get()
        #expect(flags == [
            ListViewFlags(showsFullScreenIndicator: true),
            ListViewFlags(showsList: true),
            ListViewFlags(showsList: true, showsInlineIndicator: true),
            ListViewFlags(showsList: true),
        ])
        #expect(paginator.currentState.listState.items == [0, 1, 2, 3, 4, 5])
    }

    @Test("PaginatorState builds in tests and maps every case", arguments: [
        (PaginatorState<Int>(), ListState<Int, RepositoryError>(request: .requesting)),
        (PaginatorState(isLoading: true), ListState(request: .requesting)),
        (PaginatorState(hasReachedEnd: true), ListState(request: .none)),
        (PaginatorState(failure: .network(.offline)), ListState(request: .failed(.network(.offline)))),
        (PaginatorState(items: [1], isLoading: true), ListState(items: [1], request: .requesting)),
        (PaginatorState(items: [1], failure: .network(.timeout)), ListState(items: [1], request: .failed(.network(.timeout)))),
        (PaginatorState(items: [1, 2], hasReachedEnd: true), ListState(items: [1, 2], request: .none)),
    ])
    func stateMapping(state: PaginatorState<Int>, expected: ListState<Int, RepositoryError>) {
        #expect(state.listState == expected)
    }

    @Test("nextPagePublisher is the Combine face of loadNextPage, with typed failures")
    func publisherFace() async throws {
        let calls = CountingLoader([.success(0), .failure(.notFound)])
        let paginator = Self.makePaginator(calls: calls)
        #expect(try await paginator.nextPagePublisher().record().next().value(timeout: .seconds(10)) == [0, 1, 2])
        let failing = paginator.nextPagePublisher().record()
        let completion = try await failing.completion.value(timeout: .seconds(10))
        #expect(completion == .failure(.network(.notFound)))
    }
}

/// Polls `condition` for up to ten seconds; a passing condition returns at once.
private func eventuallyTrue(_ condition: @escaping @Sendable () -> Bool) async -> Bool {
    for _ in 0..<5_000 where !condition() {
        try? await Task.sleep(for: .milliseconds(2))
    }
    return condition()
}
