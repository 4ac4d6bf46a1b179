import ShowcaseDomain

/// A contact as the messenger API writes it.
public struct ContactDTO: Decodable, Hashable, Sendable {
    /// `id`
    public var id: Int
    /// `name`
    public var name: String
    /// `company`
    public var company: String
    /// `title`
    public var title: String
    /// `email`
    public var email: String
    /// `channel_id`
    public var channelId: Int

    /// The Domain's contact.
    public var contact: Contact {
        Contact(id: id, name: name, company: company, title: title, email: email, channelID: channelId)
    }
}
