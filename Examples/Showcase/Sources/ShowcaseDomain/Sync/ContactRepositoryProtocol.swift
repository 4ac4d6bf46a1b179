import Kumiki

/// The address book.
public protocol ContactRepositoryProtocol: Sendable {
    /// Loads every contact once: from the server, or, when that fails, the contacts saved on
    /// the device at the last load, marked as such (``Kumiki/CachedValue/Source/fallback(after:)``).
    func fetchContacts() -> RepositoryPublisher<CachedValue<[Contact]>>
}
