import Kumiki

/// Conversations, kept in memory once loaded (Sync's Model layer).
public protocol ChannelRepositoryProtocol: AnyObject, Sendable {
    /// The loaded conversations: the current list, then every change.
    var channels: AnyPublisher<[Channel], Never> { get }

    /// Loads the conversations.
    func refresh() -> RepositoryPublisher<[Channel]>

    /// The loaded conversation `id`, if there is one.
    func channel(id: Channel.ID) -> Channel?

    /// Marks `channel` read, locally at once and on the server.
    func markRead(_ channel: Channel) -> RepositoryPublisher<Void>
}
