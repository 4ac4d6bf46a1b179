import ShowcaseDomain

/// Where the contact list navigates.
public enum ContactListTransitionItem: Equatable, Sendable {
    /// The conversation with a contact.
    case conversation(Contact)
}
