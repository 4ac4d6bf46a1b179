#if canImport(SwiftUI)
import Kumiki
import ShowcaseDomain

/// Favourites in memory for previews, shared by the list and the detail like the real one.
final class PreviewFavoriteRepository: FavoriteRepositoryProtocol, @unchecked Sendable {
    private let ids = SharedValue<Set<Product.ID>>([2, 5])

    var favoriteIDs: AnyPublisher<Set<Product.ID>, Never> { ids.publisher }

    func isFavorite(_ id: Product.ID) -> Bool {
        ids.value.contains(id)
    }

    func setFavorite(_ isFavorite: Bool, for id: Product.ID) -> RepositoryPublisher<Void> {
        if isFavorite {
            ids.value.insert(id)
        } else {
            ids.value.remove(id)
        }
        return Just(()).setFailureType(to: RepositoryError.self).eraseToAnyPublisher()
    }
}
#endif
