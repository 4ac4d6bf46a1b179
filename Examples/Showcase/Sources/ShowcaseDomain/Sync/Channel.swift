/// A conversation with one contact.
public struct Channel: Hashable, Sendable, Codable, Identifiable {
    /// The conversation's identifier.
    public var id: Int
    /// The contact it is with.
    public var contactID: Int
    /// Its title.
    public var title: String
    /// Messages not read yet.
    public var unreadCount: Int

    /// Creates a channel.
    public init(id: Int, contactID: Int, title: String, unreadCount: Int) {
        self.id = id
        self.contactID = contactID
        self.title = title
        self.unreadCount = unreadCount
    }
}
