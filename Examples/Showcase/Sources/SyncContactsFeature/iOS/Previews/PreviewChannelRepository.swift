#if canImport(SwiftUI)
import Kumiki
import ShowcaseDomain
import ShowcaseUIComponents

/// Conversations in memory for previews, with unread counts to show as badges.
final class PreviewChannelRepository: ChannelRepositoryProtocol, @unchecked Sendable {
    private let shared = SharedValue(PreviewFixtures.channels)

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
