import Kumiki
import ShowcaseDomain

/// The address book from the Sync backend, saved on the device (minne's Repository as a cache):
/// network first, the saved contacts when the network fails.
public final class ContactRepository: ContactRepositoryProtocol {
    /// How long loaded contacts count as current.
    public static let maxAge: Duration = .seconds(300)

    private let contacts: CachedResource<[Contact]>

    /// Loads through `requester`, saving in `cache` (in memory unless a store is given).
    public init(requester: any SyncRequesterProtocol, cache: any CacheStore = InMemoryCacheStore()) {
        contacts = CachedResource(maxAge: Self.maxAge, cache: cache, key: "sync.contacts") {
            try await requester.contacts().firstValue().map(\.contact)
        }
    }

    /// The contacts, from the server or saved.
    public func fetchContacts() -> RepositoryPublisher<CachedValue<[Contact]>> {
        let contacts = self.contacts
        return AsyncOperationPublisher { () async -> Result<CachedValue<[Contact]>, RepositoryError> in
            do throws(RepositoryError) {
                return .success(try await contacts.load(policy: .networkFirst))
            } catch {
                return .failure(error)
            }
        }
        .eraseToAnyPublisher()
    }
}
