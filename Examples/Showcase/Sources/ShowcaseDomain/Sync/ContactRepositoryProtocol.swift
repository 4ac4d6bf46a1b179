import Kumiki

/// The address book.
public protocol ContactRepositoryProtocol: Sendable {
    /// Loads every contact once.
    func fetchContacts() -> RepositoryPublisher<[Contact]>
}
