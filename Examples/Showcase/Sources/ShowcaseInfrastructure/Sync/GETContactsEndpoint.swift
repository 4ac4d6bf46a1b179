import Foundation
import Kumiki

/// `GET /sync/contacts`: the address book.
public struct GETContactsEndpoint: Endpoint {
    /// Every contact.
    public typealias Success = [ContactDTO]

    /// Creates the endpoint.
    public init() {}

    /// `/sync/contacts`.
    public var path: String { "/sync/contacts" }
    /// snake_case keys.
    public var decoder: JSONDecoder { .snakeCase }
}
