/// A person in the Sync-like messenger's address book.
public struct Contact: Hashable, Sendable, Codable, Identifiable {
    /// The contact's identifier.
    public var id: Int
    /// Full name.
    public var name: String
    /// Company.
    public var company: String
    /// Role at the company.
    public var title: String
    /// E-mail address.
    public var email: String
    /// The conversation with this contact.
    public var channelID: Int

    /// Creates a contact.
    public init(id: Int, name: String, company: String, title: String, email: String, channelID: Int) {
        self.id = id
        self.name = name
        self.company = company
        self.title = title
        self.email = email
        self.channelID = channelID
    }
}
