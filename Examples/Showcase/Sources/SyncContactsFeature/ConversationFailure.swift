import Kumiki

/// Why a conversation cannot be shown, so the screen can say which of the two it was.
public enum ConversationFailure: Error, Hashable, Sendable {
    /// The list of conversations could not be loaded (offline, server error…); a retry may help.
    case unavailable(RepositoryError)
    /// The contact names a conversation the server no longer has: Sync's "cannot happen"
    /// branch, reported as unreachable when it is found.
    case vanished
}
