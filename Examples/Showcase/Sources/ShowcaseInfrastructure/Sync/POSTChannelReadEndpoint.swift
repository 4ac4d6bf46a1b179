import Kumiki

/// `POST /sync/channels/{id}/read`: marks a conversation read (404 when it no longer exists).
public struct POSTChannelReadEndpoint: Endpoint {
    /// No content.
    public typealias Success = Void
    /// The conversation.
    public let channelID: Int

    /// Creates the endpoint.
    public init(channelID: Int) {
        self.channelID = channelID
    }

    /// `POST`.
    public var method: HTTPMethod { .post }
    /// `/sync/channels/{id}/read`.
    public var path: String { "/sync/channels/\(channelID)/read" }
}
