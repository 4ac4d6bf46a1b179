import Foundation

/// Loads a list page by page for infinite scrolling: it remembers where the
/// next page starts, stops at the end, never requests the same page twice at
/// once, and tells a ViewModel when to fetch ahead (seed `000_…`'s
/// `shouldPreDownload(displayedCount:)`).
///
/// ```swift
/// let products = Paginator<Product, Int>(prefetchDistance: 5) { page in
///     let response = try await requester.products(page: page ?? 1)
///     return Page(items: response.items, nextCursor: response.hasNext ? (page ?? 1) + 1 : nil)
/// }
///
/// // ViewModel
/// func didShowProduct(at index: Int) {
///     guard products.shouldPreDownload(displayedCount: index + 1) else { return }
///     Task { try? await products.loadNextPage() }
/// }
/// ```
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
    public func shouldPreDownload(displayedCount: Int) -> Bool {
        let current = state.value
        guard !current.isLoading, !current.hasReachedEnd else { return false }
        return displayedCount >= current.items.count - prefetchDistance
    }

    /// Loads the next page and returns its items; joins the request already in
    /// flight instead of starting a second one, and returns nothing after the last page.
    @discardableResult
    public func loadNextPage() async throws(RepositoryError) -> [Item] {
        guard let task = currentOrNextLoad() else { return [] }
        do {
            return try await task.value
        } catch {
            throw RepositoryError(error)
        }
    }

    /// Forgets every page, for pull-to-refresh; a request in flight is cancelled and its result dropped.
    public func reset() {
        lock.lock()
        generation += 1
        inFlight?.cancel()
        inFlight = nil
        nextCursor = nil
        lock.unlock()
        state.value = .initial
    }

    private func currentOrNextLoad() -> Task<[Item], any Error>? {
        lock.lock()
        defer { lock.unlock() }
        if let inFlight { return inFlight }
        guard !state.value.hasReachedEnd else { return nil }
        let (load, cursor, startedGeneration) = (self.load, nextCursor, generation)
        state.update {
            $0.isLoading = true
            $0.failure = nil
        }
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
        return task
    }

    private func finish(_ page: Page<Item, Cursor>, generation finishedGeneration: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard finishedGeneration == generation else { return }
        inFlight = nil
        nextCursor = page.nextCursor
        state.update {
            $0.items += page.items
            $0.isLoading = false
            $0.hasReachedEnd = page.nextCursor == nil
        }
    }

    private func fail(_ error: RepositoryError, generation failedGeneration: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard failedGeneration == generation else { return }
        inFlight = nil
        state.update {
            $0.isLoading = false
            $0.failure = error
        }
    }
}
