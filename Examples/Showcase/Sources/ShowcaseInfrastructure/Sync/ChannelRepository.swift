import Kumiki
import ShowcaseDomain

/// The conversations, kept in memory once loaded; marking one read updates the
/// copy at once and tells the server.
public final class ChannelRepository: ChannelRepositoryProtocol {
    private let requester: any SyncRequesterProtocol
    private let shared = SharedValue<[Channel]>([])

    /// Creates the repository.
    public init(requester: any SyncRequesterProtocol) {
        self.requester = requester
    }

    /// The loaded conversations.
    public var channels: AnyPublisher<[Channel], Never> {
        shared.publisher
    }

    /// Loads the conversations and keeps them.
    public func refresh() -> RepositoryPublisher<[Channel]> {
        requester.channels()
            .map { $0.map(\.channel) }
            .handleEvents(receiveOutput: { [shared] in shared.value = $0 })
            .mapError(RepositoryError.network)
            .eraseToAnyPublisher()
    }

    /// The loaded conversation `id`.
    public func channel(id: Channel.ID) -> Channel? {
        shared.value.first { $0.id == id }
    }

    /// Marks `channel` read here at once, and on the server.
    public func markRead(_ channel: Channel) -> RepositoryPublisher<Void> {
        shared.update { channels in
            if let index = channels.firstIndex(where: { $0.id == channel.id }) {
                channels[index].unreadCount = 0
            }
        }
        return requester.markRead(channelID: channel.id)
            .mapError(RepositoryError.network)
            .eraseToAnyPublisher()
    }
}
