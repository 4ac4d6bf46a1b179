/// Where sign-up navigates.
public enum SignUpTransitionItem: Equatable, Sendable {
    /// The welcome screen of the new account.
    case welcome(email: String)
}
