import ShowcaseDomain

/// A conversation as the messenger API writes it.
public struct ChannelDTO: Decodable, Hashable, Sendable {
    /// `id`
    public var id: Int
    /// `contact_id`
    public var contactId: Int
    /// `title`
    public var title: String
    /// `unread_count`
    public var unreadCount: Int

    /// The Domain's channel.
    public var channel: Channel {
        Channel(id: id, contactID: contactId, title: title, unreadCount: unreadCount)
    }
}
