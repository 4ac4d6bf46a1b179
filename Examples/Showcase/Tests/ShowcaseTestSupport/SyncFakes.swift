import Foundation
import Kumiki
import ShowcaseDomain

/// Contacts for tests.
package let contacts = [
    Contact(id: 1, name: "田中 由美", company: "ZOZO", title: "PM", email: "a@example.jp", channelID: 501),
    Contact(id: 2, name: "佐藤 陽菜", company: "freee", title: "iOS", email: "b@example.jp", channelID: 502),
    Contact(id: 7, name: "山田 蓮", company: "はてな", title: "QA", email: "c@example.jp", channelID: 507),
]

/// A contact repository whose every fetch stays in flight until the test answers it.
package final class ControlledContactRepository: ContactRepositoryProtocol, @unchecked Sendable {
    /// Creates the double, answering nothing until told to.
    package init() {}

    private var pending: [PassthroughSubject<CachedValue<[Contact]>, RepositoryError>] = []
    package var fetchCount: Int { pending.count }

    package func fetchContacts() -> RepositoryPublisher<CachedValue<[Contact]>> {
        let response = PassthroughSubject<CachedValue<[Contact]>, RepositoryError>()
        pending.append(response)
        return response.eraseToAnyPublisher()
    }

    /// Answers the latest fetch as a real request would: one value, then finished.
    package func succeed(_ contacts: [Contact]) {
        answer(CachedValue(value: contacts, age: .zero, source: .loaded))
    }

    /// Answers the latest fetch with contacts saved `age` ago, because loading failed with `error`.
    package func answerSaved(_ contacts: [Contact], age: Duration, after error: RepositoryError) {
        answer(CachedValue(value: contacts, age: age, source: .fallback(after: error)))
    }

    private func answer(_ value: CachedValue<[Contact]>) {
        pending.last?.send(value)
        pending.last?.send(completion: .finished)
    }

    /// Fails the latest fetch.
    package func fail(_ error: RepositoryError) {
        pending.last?.send(completion: .failure(error))
    }
}

/// Conversations in memory; the server's answers are set by the test.
package final class FakeChannelRepository: ChannelRepositoryProtocol, @unchecked Sendable {
    /// Creates the double, answering nothing until told to.
    package init() {}

    package let shared = SharedValue<[Channel]>([])
    package var serverChannels: [Channel] = []
    package var refreshFailure: RepositoryError?
    package var markReadFailure: RepositoryError?
    package private(set) var markedRead: [Channel.ID] = []

    package var channels: AnyPublisher<[Channel], Never> { shared.publisher }

    package func refresh() -> RepositoryPublisher<[Channel]> {
        if let refreshFailure { return Fail(error: refreshFailure).eraseToAnyPublisher() }
        shared.value = serverChannels
        return Just(serverChannels).setFailureType(to: RepositoryError.self).eraseToAnyPublisher()
    }

    package func channel(id: Channel.ID) -> Channel? { shared.value.first { $0.id == id } }

    package func markRead(_ channel: Channel) -> RepositoryPublisher<Void> {
        markedRead.append(channel.id)
        if let markReadFailure { return Fail(error: markReadFailure).eraseToAnyPublisher() }
        return Just(()).setFailureType(to: RepositoryError.self).eraseToAnyPublisher()
    }
}

/// An account repository whose every sign-up stays in flight until the test answers it.
package final class ControlledAccountRepository: AccountRepositoryProtocol, @unchecked Sendable {
    /// Creates the double, answering nothing until told to.
    package init() {}

    package private(set) var requests: [String] = []
    private var pending: PassthroughSubject<Account, SignUpFailure>?

    package func signUp(email: String, password: String) -> AnyPublisher<Account, SignUpFailure> {
        requests.append(email)
        let response = PassthroughSubject<Account, SignUpFailure>()
        pending = response
        return response.eraseToAnyPublisher()
    }

    package func succeed(_ email: String) {
        pending?.send(Account(id: 1_001, email: email))
        pending?.send(completion: .finished)
    }

    package func fail(_ failure: SignUpFailure) {
        pending?.send(completion: .failure(failure))
    }
}

/// Avatars whose every request stays in flight until the test answers it, recording
/// requests and cancellations.
package final class ControlledAvatarRepository: ContactAvatarRepositoryProtocol, @unchecked Sendable {
    /// Creates the double, answering nothing until told to.
    package init() {}

    @Locked private var pending: [Contact.ID: PassthroughSubject<Data, RepositoryError>] = [:]
    @Locked package private(set) var requests: [Contact.ID] = []
    @Locked package private(set) var cancellations: [Contact.ID] = []

    package func avatar(for contact: Contact) -> RepositoryPublisher<Data> {
        let subject = PassthroughSubject<Data, RepositoryError>()
        // Pending before recorded: a test that sees the request can always answer it.
        $pending.withLock { $0[contact.id] = subject }
        $requests.withLock { $0.append(contact.id) }
        return subject
            .handleEvents(receiveCancel: { [weak self] in
                self?.$cancellations.withLock { $0.append(contact.id) }
            })
            .eraseToAnyPublisher()
    }

    /// Answers contact `id`'s request with `data`.
    package func succeed(_ id: Contact.ID, with data: Data) {
        let subject = $pending.withLock { $0.removeValue(forKey: id) }
        subject?.send(data)
        subject?.send(completion: .finished)
    }

    /// Fails contact `id`'s request.
    package func fail(_ id: Contact.ID, _ error: RepositoryError) {
        let subject = $pending.withLock { $0.removeValue(forKey: id) }
        subject?.send(completion: .failure(error))
    }
}
