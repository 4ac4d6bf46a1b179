import Foundation
import Kumiki
import ShowcaseDomain

/// Avatars from the messenger API, kept in memory once loaded: scrolling back to a row shows
/// its avatar at once, without a second request.
public final class ContactAvatarRepository: ContactAvatarRepositoryProtocol, @unchecked Sendable {
    private let requester: any SyncRequesterProtocol
    private let lock = NSLock()
    private var loaded: [Contact.ID: Data] = [:]

    /// Creates the repository.
    public init(requester: any SyncRequesterProtocol) {
        self.requester = requester
    }

    /// The stored avatar, or a request for it; a cancelled request stores nothing.
    public func avatar(for contact: Contact) -> RepositoryPublisher<Data> {
        if let data = lock.withLock({ loaded[contact.id] }) {
            return Just(data).setFailureType(to: RepositoryError.self).eraseToAnyPublisher()
        }
        return requester.avatar(contactID: contact.id)
            .handleEvents(receiveOutput: { [weak self] data in
                self?.lock.withLock { self?.loaded[contact.id] = data }
            })
            .mapError(RepositoryError.network)
            .eraseToAnyPublisher()
    }
}
