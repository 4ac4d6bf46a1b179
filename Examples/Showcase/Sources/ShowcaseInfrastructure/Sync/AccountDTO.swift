import ShowcaseDomain

/// A new account as the messenger API answers a sign-up.
public struct AccountDTO: Decodable, Hashable, Sendable {
    /// `id`
    public var id: Int
    /// `email`
    public var email: String

    /// The Domain's account.
    public var account: Account {
        Account(id: id, email: email)
    }
}
