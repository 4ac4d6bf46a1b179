#if canImport(SwiftUI)
import Kumiki
import ShowcaseDomain

/// Conversations in memory for previews, with unread counts to show as badges.
final class PreviewChannelRepository: ChannelRepositoryProtocol, @unchecked Sendable {
    /// The preview contacts' conversations, with unread counts.
    private let shared = SharedValue([
        Channel(id: 501, contactID: 1, title: "来週の打ち合わせ", unreadCount: 3),
        Channel(id: 502, contactID: 2, title: "リリースについて", unreadCount: 0),
        Channel(id: 503, contactID: 3, title: "新作のご相談", unreadCount: 120),
    ])

    var channels: AnyPublisher<[Channel], Never> { shared.publisher }

    func refresh() -> RepositoryPublisher<[Channel]> {
        Just(shared.value).setFailureType(to: RepositoryError.self).eraseToAnyPublisher()
    }

    func channel(id: Channel.ID) -> Channel? {
        shared.value.first { $0.id == id }
    }

    func markRead(_ channel: Channel) -> RepositoryPublisher<Void> {
        shared.value = shared.value.map { $0.id == channel.id ? Channel(id: $0.id, contactID: $0.contactID, title: $0.title, unreadCount: 0) : $0 }
        return Just(()).setFailureType(to: RepositoryError.self).eraseToAnyPublisher()
    }
}
#endif
