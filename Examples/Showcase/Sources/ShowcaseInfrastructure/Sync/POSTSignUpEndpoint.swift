import Foundation
import Kumiki

/// `POST /sync/signup`: registers an account (409 when the address is taken).
public struct POSTSignUpEndpoint: Endpoint {
    /// The new account.
    public typealias Success = AccountDTO
    /// The address.
    public let email: String
    /// The password.
    public let password: String

    /// Creates the endpoint.
    public init(email: String, password: String) {
        self.email = email
        self.password = password
    }

    /// `POST`.
    public var method: HTTPMethod { .post }
    /// `/sync/signup`.
    public var path: String { "/sync/signup" }
    /// `{"email": …, "password": …}`.
    public var body: (any Encodable & Sendable)? { ["email": email, "password": password] }
    /// snake_case keys.
    public var decoder: JSONDecoder { .snakeCase }
}
