import Foundation
import Kumiki

/// The messenger's requests through an ``Kumiki/APIClientProtocol``.
public struct SyncRequester: SyncRequesterProtocol {
    private let apiClient: any APIClientProtocol

    /// Creates a requester sending through `apiClient`.
    public init(apiClient: any APIClientProtocol) {
        self.apiClient = apiClient
    }

    /// `GET /sync/contacts`.
    public func contacts() -> NetworkPublisher<[ContactDTO]> {
        apiClient.request(GETContactsEndpoint())
    }

    /// `GET /sync/contacts/{id}/avatar`.
    public func avatar(contactID: Int) -> NetworkPublisher<Data> {
        apiClient.request(GETContactAvatarEndpoint(contactID: contactID))
    }

    /// `GET /sync/channels`.
    public func channels() -> NetworkPublisher<[ChannelDTO]> {
        apiClient.request(GETChannelsEndpoint())
    }

    /// `POST /sync/channels/{id}/read`.
    public func markRead(channelID: Int) -> NetworkPublisher<Void> {
        apiClient.request(POSTChannelReadEndpoint(channelID: channelID))
    }

    /// `POST /sync/signup`.
    public func signUp(email: String, password: String) -> NetworkPublisher<AccountDTO> {
        apiClient.request(POSTSignUpEndpoint(email: email, password: password))
    }
}
