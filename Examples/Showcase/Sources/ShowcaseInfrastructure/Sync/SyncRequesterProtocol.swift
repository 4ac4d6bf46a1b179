import Foundation
import Kumiki

/// Sends the messenger's requests.
public protocol SyncRequesterProtocol: Sendable {
    /// The address book.
    func contacts() -> NetworkPublisher<[ContactDTO]>
    /// A contact's avatar image (PNG bytes).
    func avatar(contactID: Int) -> NetworkPublisher<Data>
    /// The conversations.
    func channels() -> NetworkPublisher<[ChannelDTO]>
    /// Marks a conversation read.
    func markRead(channelID: Int) -> NetworkPublisher<Void>
    /// Registers an account.
    func signUp(email: String, password: String) -> NetworkPublisher<AccountDTO>
}
