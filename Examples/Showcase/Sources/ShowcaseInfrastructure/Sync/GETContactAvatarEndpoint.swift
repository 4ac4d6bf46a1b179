import Foundation
import Kumiki

/// `GET /sync/contacts/{id}/avatar`: a contact's avatar as PNG bytes.
public struct GETContactAvatarEndpoint: Endpoint {
    /// The image bytes, undecoded: the View layer makes the image.
    public typealias Success = Data

    /// The contact.
    public let contactID: Int

    /// Creates the endpoint for contact `contactID`.
    public init(contactID: Int) {
        self.contactID = contactID
    }

    /// `/sync/contacts/{id}/avatar`.
    public var path: String { "/sync/contacts/\(contactID)/avatar" }
}
