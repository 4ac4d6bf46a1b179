import Foundation
import Kumiki

/// `GET /sync/channels`: the conversations.
public struct GETChannelsEndpoint: Endpoint {
    /// Every conversation.
    public typealias Success = [ChannelDTO]

    /// Creates the endpoint.
    public init() {}

    /// `/sync/channels`.
    public var path: String { "/sync/channels" }
    /// snake_case keys.
    public var decoder: JSONDecoder { .snakeCase }
}
