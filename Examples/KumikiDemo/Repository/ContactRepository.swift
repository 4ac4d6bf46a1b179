import Foundation
import Kumiki

/// Loads the address book; the seam the contact list ViewModel is tested through.
protocol ContactRepositoryProtocol: Sendable {
    /// Emits the contacts once, or fails.
    func fetchContacts() -> AnyPublisher<[Contact], DemoError>
}

/// An in-memory stand-in for a networked repository: it answers on a
/// background queue after a short delay, failing the first `failuresBeforeSuccess` calls.
final class FixtureContactRepository: ContactRepositoryProtocol, @unchecked Sendable {
    static let fixtures = [
        Contact(id: 1, name: "Aiko Tanaka", company: "minne"),
        Contact(id: 2, name: "Kenji Sato", company: "NewsPicks"),
        Contact(id: 3, name: "Yui Suzuki", company: "Sync"),
    ]

    private let contacts: [Contact]
    private let latency: DispatchTimeInterval
    // Serial on purpose: `delay` on a concurrent queue may deliver the completion before the value.
    private let queue = DispatchQueue(label: "kumiki.demo.contacts")
    private let lock = NSLock()
    private var remainingFailures: Int

    init(
        contacts: [Contact] = FixtureContactRepository.fixtures,
        failuresBeforeSuccess: Int = 0,
        latency: DispatchTimeInterval = .milliseconds(150)
    ) {
        self.contacts = contacts
        remainingFailures = failuresBeforeSuccess
        self.latency = latency
    }

    func fetchContacts() -> AnyPublisher<[Contact], DemoError> {
        lock.lock()
        let fails = remainingFailures > 0
        remainingFailures = max(0, remainingFailures - 1)
        lock.unlock()
        let result: Result<[Contact], DemoError> = fails ? .failure(.offline) : .success(contacts)
        return result.publisher
            .delay(for: .init(latency), scheduler: queue)
            .eraseToAnyPublisher()
    }
}
