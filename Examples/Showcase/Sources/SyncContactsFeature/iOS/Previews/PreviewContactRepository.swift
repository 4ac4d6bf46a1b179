#if canImport(SwiftUI)
import Kumiki
import ShowcaseDomain

/// Contacts for previews: the fixtures, none, a failure, or saved contacts shown offline, for
/// each face of the list.
struct PreviewContactRepository: ContactRepositoryProtocol {
    enum Answer: Sendable {
        case contacts([Contact])
        case saved([Contact], age: Duration)
        case failure(RepositoryError)
    }

    /// Three made-up contacts, each with a conversation in ``PreviewChannelRepository``.
    static let contacts: [Contact] = [
        Contact(id: 1, name: "佐藤 花子", company: "Sync 株式会社", title: "営業", email: "hanako@example.com", channelID: 501),
        Contact(id: 2, name: "鈴木 一郎", company: "Kumiki 合同会社", title: "エンジニア", email: "ichiro@example.com", channelID: 502),
        Contact(id: 3, name: "高橋 美咲", company: "minne 工房", title: "作家", email: "misaki@example.com", channelID: 503),
    ]

    let answer: Answer

    func fetchContacts() -> RepositoryPublisher<CachedValue<[Contact]>> {
        switch answer {
        case .contacts(let contacts):
            return Just(CachedValue(value: contacts, age: .zero, source: .loaded)).setFailureType(to: RepositoryError.self).eraseToAnyPublisher()
        case .saved(let contacts, let age):
            let saved = CachedValue(value: contacts, age: age, source: .fallback(after: .network(.offline)))
            return Just(saved).setFailureType(to: RepositoryError.self).eraseToAnyPublisher()
        case .failure(let error):
            return Fail(error: error).eraseToAnyPublisher()
        }
    }
}
#endif
