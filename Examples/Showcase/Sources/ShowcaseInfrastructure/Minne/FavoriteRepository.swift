import Foundation
import GRDB
import Kumiki
import ShowcaseDomain

/// Favourites: kept in the local database (so they survive a restart and show
/// offline), shared in memory by every screen, and sent to the shop.
///
/// A toggle is visible everywhere at once; if the shop refuses it, the local
/// change is undone and the publisher fails, so the screens never disagree with
/// what is stored.
public final class FavoriteRepository: FavoriteRepositoryProtocol {
    private let requester: any ProductRequesterProtocol
    private let database: ShowcaseDatabase
    private let shared: SharedValue<Set<Product.ID>>
    private let now: @Sendable () -> Date

    /// Loads the stored favourites from `database`.
    public init(requester: any ProductRequesterProtocol, database: ShowcaseDatabase, now: @escaping @Sendable () -> Date = { Date() }) {
        self.requester = requester
        self.database = database
        self.now = now
        let stored = (try? database.read { db in try Int.fetchAll(db, sql: "SELECT product_id FROM favorite") }) ?? []
        shared = SharedValue(Set(stored))
    }

    /// The favourite identifiers.
    public var favoriteIDs: AnyPublisher<Set<Product.ID>, Never> {
        shared.publisher
    }

    /// Whether `id` is a favourite.
    public func isFavorite(_ id: Product.ID) -> Bool {
        shared.value.contains(id)
    }

    /// Stores the change, shows it everywhere, then tells the shop; undoes it if the shop refuses.
    public func setFavorite(_ isFavorite: Bool, for id: Product.ID) -> RepositoryPublisher<Void> {
        do {
            try store(isFavorite, id)
        } catch {
            return Fail(error: error).eraseToAnyPublisher()
        }
        return requester.setFavorite(isFavorite, productID: id)
            .mapError(RepositoryError.network)
            .catch { [weak self] error -> RepositoryPublisher<Void> in
                try? self?.store(!isFavorite, id)
                return Fail(error: error).eraseToAnyPublisher()
            }
            .eraseToAnyPublisher()
    }

    private func store(_ isFavorite: Bool, _ id: Product.ID) throws(RepositoryError) {
        let addedAt = now().timeIntervalSince1970
        try database.write { db in
            if isFavorite {
                try db.execute(sql: "INSERT OR IGNORE INTO favorite (product_id, added_at) VALUES (?, ?)", arguments: [id, addedAt])
            } else {
                try db.execute(sql: "DELETE FROM favorite WHERE product_id = ?", arguments: [id])
            }
        }
        shared.update { ids in
            if isFavorite { ids.insert(id) } else { ids.remove(id) }
        }
    }
}
