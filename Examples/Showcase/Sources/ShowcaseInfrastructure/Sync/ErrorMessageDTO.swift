import Foundation

/// The messenger, shop and feed APIs' error body: `{"message": "…"}`.
public struct ErrorMessageDTO: Decodable, Hashable, Sendable {
    /// The server's sentence, meant for the user.
    public var message: String

    /// The message in `body`, if it is one.
    public static func message(in body: Data) -> String? {
        try? JSONDecoder().decode(ErrorMessageDTO.self, from: body).message
    }
}
