import Foundation

/// Plain, async, throwing, typed-throwing and overloaded methods, and a publisher.
// kumiki:mockable
public protocol ProductRequesting: Sendable {
    /// One page.
    func products(page: Int, perPage: Int) async throws -> [Product]
    /// One product, or a typed error.
    func product(id: Int) throws(LookupError) -> Product
    /// One unlabelled argument.
    func favorite(_ id: Int)
    /// A method that returns nothing and takes two arguments.
    func setFavorite(_ isFavorite: Bool, productID: Int)
    /// Overloads Sourcery tells apart by their types.
    func search(_ query: String) -> [Product]
    /// An overload with another argument.
    func search(_ query: String, limit: Int) -> [Product]
    /// An overload with another type.
    func search(_ query: Int) -> [Product]
    /// A publisher of every change.
    func updates() -> AnyPublisher<[Product], Never>
    /// An optional result.
    func cached(id: Int) -> Product?
    /// A result worth ignoring.
    @discardableResult
    func refresh() async -> Bool
}
