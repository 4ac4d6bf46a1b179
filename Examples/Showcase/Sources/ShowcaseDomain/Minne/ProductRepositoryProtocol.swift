import Kumiki

/// The product list and details (minne): paged, with the list kept in
/// memory so the detail screen and the list share it, and each page saved on the device so
/// the list opens offline with what was seen last.
public protocol ProductRepositoryProtocol: AnyObject, Sendable {
    /// Every page loaded so far and what is loading: the current state, then every change.
    var products: AnyPublisher<PaginatorState<Product>, Never> { get }

    /// Whether the pages shown came from the device because the server could not be reached
    /// (the oldest such page's age); `nil` while they are current.
    var savedContent: AnyPublisher<SavedContent?, Never> { get }

    /// Loads the next page (joining one in flight); emits its products.
    func loadNextPage() -> RepositoryPublisher<[Product]>

    /// Whether a list that has shown `displayedCount` rows should load the next page now.
    func shouldPreDownload(displayedCount: Int) -> Bool

    /// Forgets the pages, for a pull to refresh.
    func reset()

    /// One product's details.
    func product(id: Product.ID) -> RepositoryPublisher<Product>
}
