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

    private let lock = NSLock()
    private let load: Load
    private let prefetchDistance: Int
    private let state = SharedValue(PaginatorState<Item>.initial)
    private var nextCursor: Cursor?
    private var inFlight: Task<[Item], any Error>?
    private var generation = 0

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
        lock.lock()
        generation += 1
        let cancelled = inFlight
        inFlight = nil
        nextCursor = nil
        state.enqueue(.initial)
        lock.unlock()
        cancelled?.cancel()
        state.deliverPending()
    }

    private func currentOrNextLoad() -> Task<[Item], any Error>? {
        lock.lock()
        if let inFlight {
            lock.unlock()
            return inFlight
        }
        guard !state.value.hasReachedEnd else {
            lock.unlock()
            return nil
        }
        let (load, cursor, startedGeneration) = (self.load, nextCursor, generation)
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
        inFlight = task
        lock.unlock()
        // Subscribers run with no lock held: they may call reset() or loadNextPage().
        state.deliverPending()
        return task
    }

    private func finish(_ page: Page<Item, Cursor>, generation finishedGeneration: Int) {
        lock.lock()
        guard finishedGeneration == generation else {
            lock.unlock()
            return
        }
        inFlight = nil
        nextCursor = page.nextCursor
        var finished = state.value
        finished.items += page.items
        finished.isLoading = false
        finished.hasReachedEnd = page.nextCursor == nil
        state.enqueue(finished)
        lock.unlock()
        state.deliverPending()
    }

    private func fail(_ error: RepositoryError, generation failedGeneration: Int) {
        lock.lock()
        guard failedGeneration == generation else {
            lock.unlock()
            return
        }
        inFlight = nil
        var failed = state.value
        failed.isLoading = false
        failed.failure = error
        state.enqueue(failed)
        lock.unlock()
        state.deliverPending()
    }
}
