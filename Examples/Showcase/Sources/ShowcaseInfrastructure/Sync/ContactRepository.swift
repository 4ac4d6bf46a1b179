import Kumiki
import ShowcaseDomain

/// The address book from the messenger API.
public struct ContactRepository: ContactRepositoryProtocol {
    private let requester: any SyncRequesterProtocol

    /// Creates the repository.
    public init(requester: any SyncRequesterProtocol) {
        self.requester = requester
    }

    /// Every contact, once.
    public func fetchContacts() -> RepositoryPublisher<[Contact]> {
        requester.contacts()
            .map { $0.map(\.contact) }
            .mapError(RepositoryError.network)
            .eraseToAnyPublisher()
    }
}
