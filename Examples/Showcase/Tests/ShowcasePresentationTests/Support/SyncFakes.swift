import Foundation
import Kumiki
import ShowcaseDomain

/// Contacts for tests.
let contacts = [
    Contact(id: 1, name: "田中 由美", company: "ZOZO", title: "PM", email: "a@example.jp", channelID: 501),
    Contact(id: 2, name: "佐藤 陽菜", company: "freee", title: "iOS", email: "b@example.jp", channelID: 502),
    Contact(id: 7, name: "山田 蓮", company: "はてな", title: "QA", email: "c@example.jp", channelID: 507),
]

/// A contact repository whose every fetch stays in flight until the test answers it.
final class ControlledContactRepository: ContactRepositoryProtocol, @unchecked Sendable {
    private var pending: [PassthroughSubject<[Contact], RepositoryError>] = []
    var fetchCount: Int { pending.count }

    func fetchContacts() -> RepositoryPublisher<[Contact]> {
        let response = PassthroughSubject<[Contact], RepositoryError>()
        pending.append(response)
        return response.eraseToAnyPublisher()
    }

    /// Answers the latest fetch as a real request would: one value, then finished.
    func succeed(_ contacts: [Contact]) {
        pending.last?.send(contacts)
        pending.last?.send(completion: .finished)
    }

    /// Fails the latest fetch.
    func fail(_ error: RepositoryError) {
        pending.last?.send(completion: .failure(error))
    }
}

/// Conversations in memory; the server's answers are set by the test.
final class FakeChannelRepository: ChannelRepositoryProtocol, @unchecked Sendable {
    let shared = SharedValue<[Channel]>([])
    var serverChannels: [Channel] = []
    var refreshFailure: RepositoryError?
    var markReadFailure: RepositoryError?
    private(set) var markedRead: [Channel.ID] = []

    var channels: AnyPublisher<[Channel], Never> { shared.publisher }

    func refresh() -> RepositoryPublisher<[Channel]> {
        if let refreshFailure { return Fail(error: refreshFailure).eraseToAnyPublisher() }
        shared.value = serverChannels
        return Just(serverChannels).setFailureType(to: RepositoryError.self).eraseToAnyPublisher()
    }

    func channel(id: Channel.ID) -> Channel? { shared.value.first { $0.id == id } }

    func markRead(_ channel: Channel) -> RepositoryPublisher<Void> {
        markedRead.append(channel.id)
        if let markReadFailure { return Fail(error: markReadFailure).eraseToAnyPublisher() }
        return Just(()).setFailureType(to: RepositoryError.self).eraseToAnyPublisher()
    }
}

/// An account repository whose every sign-up stays in flight until the test answers it.
final class ControlledAccountRepository: AccountRepositoryProtocol, @unchecked Sendable {
    private(set) var requests: [String] = []
    private var pending: PassthroughSubject<Account, SignUpFailure>?

    func signUp(email: String, password: String) -> AnyPublisher<Account, SignUpFailure> {
        requests.append(email)
        let response = PassthroughSubject<Account, SignUpFailure>()
        pending = response
        return response.eraseToAnyPublisher()
    }

    func succeed(_ email: String) {
        pending?.send(Account(id: 1_001, email: email))
        pending?.send(completion: .finished)
    }

    func fail(_ failure: SignUpFailure) {
        pending?.send(completion: .failure(failure))
    }
}
