import Foundation
import Kumiki
import ShowcaseDomain

/// Avatars from the messenger API, kept in a ``Kumiki/CacheStore`` once loaded: scrolling back
/// to a row shows its avatar at once, without a second request.
public struct ContactAvatarRepository: ContactAvatarRepositoryProtocol {
    private let requester: any SyncRequesterProtocol
    private let cache: any CacheStore

    /// Creates the repository; avatars are kept in memory unless `cache` persists them.
    public init(requester: any SyncRequesterProtocol, cache: any CacheStore = InMemoryCacheStore()) {
        self.requester = requester
        self.cache = cache
    }

    /// The cached avatar, or a request for it; a cancelled request caches nothing.
    public func avatar(for contact: Contact) -> RepositoryPublisher<Data> {
        let key = "sync/avatar/\(contact.id)"
        // A cache that cannot be read is a miss: the network still has the image.
        if let entry = try? cache.entry(forKey: key) {
            return Just(entry.data).setFailureType(to: RepositoryError.self).eraseToAnyPublisher()
        }
        return requester.avatar(contactID: contact.id)
            .handleEvents(receiveOutput: { [cache] data in
                // A cache that cannot be written costs a later request, never this image.
                try? cache.store(data, forKey: key, at: Date())
            })
            .mapError(RepositoryError.network)
            .eraseToAnyPublisher()
    }
}
