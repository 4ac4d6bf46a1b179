import Foundation

/// Loads a list page by page for infinite scrolling: it remembers where the
/// next page starts, stops at the end, never requests the same page twice at
/// once, and tells a ViewModel when to fetch ahead (minne's
/// `shouldPreDownload(displayedCount:)`).
///
/// ```swift
/// let products = Paginator<Product, Int>(prefetchDistance: 5) { page in
///     let response = try await requester.products(page: page ?? 1)
///     return Page(items: response.items, nextCursor: response.hasNext ? (page ?? 1) + 1 : nil)
/// }
///
/// // ViewModel: what the screen shows is derived from the paginator's state.
/// products.statePublisher.listState()
///     .receive(on: dependency.mainScheduler)
///     .sink { [weak self] in self?.state = $0 }
///     .store(in: &cancellables)
///
/// func didShowProduct(at index: Int) {
///     guard products.shouldPreDownload(displayedCount: index + 1) else { return }
///     Task { try? await products.loadNextPage() }
/// }
/// ```
///
/// Every lock is released before subscribers, loaders or cancellations are
/// called, so a ``statePublisher`` subscriber may call ``reset()`` or
/// ``loadNextPage()`` (on a failure, say) from any thread.
public final class Paginator<Item: Sendable, Cursor: Sendable>: @unchecked Sendable {
    /// Loads the page that starts at the cursor (`nil` for the first page).
    public typealias Load = @Sendable (Cursor?) async throws -> Page<Item, Cursor>

    /// Where the next page starts, the load in flight, and a generation `reset()` advances so a
    /// load it cancelled never lands. Changes to ``currentState`` are queued while it is locked,
    /// so they are delivered in the order they were decided.
    private struct Progress {
        var nextCursor: Cursor?
        var inFlight: Task<[Item], any Error>?
        var generation = 0
    }

    private let progress = Locked(Progress())
    private let load: Load
    private let prefetchDistance: Int
    private let state = SharedValue(PaginatorState<Item>.initial)

    /// Creates a paginator.
    ///
    /// - Parameters:
    ///   - prefetchDistance: How many items before the end of the loaded list
    ///     ``shouldPreDownload(displayedCount:)`` starts answering `true`.
    ///   - load: Loads one page.
    public init(prefetchDistance: Int = 5, load: @escaping Load) {
        self.prefetchDistance = max(0, prefetchDistance)
        self.load = load
    }

    /// The current state, then every change.
    public var statePublisher: AnyPublisher<PaginatorState<Item>, Never> {
        state.publisher
    }

    /// What has been loaded so far.
    public var currentState: PaginatorState<Item> {
        state.value
    }

    /// Whether a screen that has displayed `displayedCount` items should load the next page now.
    ///
    /// `false` while a page loads, after the last page, and after a failed
    /// page until something calls ``loadNextPage()`` again (a retry button):
    /// scrolling past a failure never turns into one request per row.
    public func shouldPreDownload(displayedCount: Int) -> Bool {
        let current = state.value
        guard !current.isLoading, !current.hasReachedEnd, current.failure == nil else { return false }
        return displayedCount >= current.items.count - prefetchDistance
    }

    /// Loads the next page and returns its items; joins the request already in
    /// flight instead of starting a second one, and returns nothing after the last page.
    ///
    /// The returned items are also in ``currentState``: derive what the screen
    /// shows from the state (``PaginatorState/listState``), not by appending
    /// what this returns, or a joined request appends its page twice.
    @discardableResult
    public func loadNextPage() async throws(RepositoryError) -> [Item] {
        guard let task = currentOrNextLoad() else { return [] }
        do {
            return try await task.value
        } catch {
            throw RepositoryError(error)
        }
    }

    /// The Combine face of ``loadNextPage()``: loads on subscription, emits
    /// the page's items once, and cancels nothing else when its subscriber
    /// cancels (the load is shared with every other caller).
    public func nextPagePublisher() -> RepositoryPublisher<[Item]> {
        AnyPublisher { () async throws(RepositoryError) -> [Item] in
            try await self.loadNextPage()
        }
    }

    /// Forgets every page, for pull-to-refresh; a request in flight is cancelled and its result dropped.
    ///
    /// Safe to call from anywhere, including a ``statePublisher`` subscriber.
    public func reset() {
        let cancelled = progress.withLock { progress in
            progress.generation += 1
            defer { progress = Progress(generation: progress.generation) }
            state.enqueue(.initial)
            return progress.inFlight
        }
        cancelled?.cancel()
        state.deliverPending()
    }

    private func currentOrNextLoad() -> Task<[Item], any Error>? {
        let load = self.load
        let (task, started): (Task<[Item], any Error>?, Bool) = progress.withLock { progress in
            if let inFlight = progress.inFlight { return (inFlight, false) }
            guard !state.value.hasReachedEnd else { return (nil, false) }
            let (cursor, startedGeneration) = (progress.nextCursor, progress.generation)
            var loading = state.value
            loading.isLoading = true
            loading.failure = nil
            state.enqueue(loading)
            let task = Task { [weak self] () throws -> [Item] in
                do {
                    let page = try await load(cursor)
                    self?.finish(page, generation: startedGeneration)
                    return page.items
                } catch {
                    self?.fail(RepositoryError(error), generation: startedGeneration)
                    throw error
                }
            }
            progress.inFlight = task
            return (task, true)
        }
        // Subscribers run with no lock held: they may call reset() or loadNextPage().
        if started { state.deliverPending() }
        return task
    }

    private func finish(_ page: Page<Item, Cursor>, generation finishedGeneration: Int) {
        let isCurrent = progress.withLock { progress in
            guard finishedGeneration == progress.generation else { return false }
            progress.inFlight = nil
            progress.nextCursor = page.nextCursor
            var finished = state.value
            finished.items += page.items
            finished.isLoading = false
            finished.hasReachedEnd = page.nextCursor == nil
            state.enqueue(finished)
            return true
        }
        if isCurrent { state.deliverPending() }
    }

    private func fail(_ error: RepositoryError, generation failedGeneration: Int) {
        let isCurrent = progress.withLock { progress in
            guard failedGeneration == progress.generation else { return false }
            progress.inFlight = nil
            var failed = state.value
            failed.isLoading = false
            failed.failure = error
            state.enqueue(failed)
            return true
        }
        if isCurrent { state.deliverPending() }
    }
}
