/// A registered account.
public struct Account: Hashable, Sendable, Codable {
    /// The account's identifier.
    public var id: Int
    /// The address it signed up with.
    public var email: String

    /// Creates an account.
    public init(id: Int, email: String) {
        self.id = id
        self.email = email
    }
}
