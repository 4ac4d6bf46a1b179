import Foundation
import Kumiki

/// Contacts' avatar images, loaded when a row first needs one and kept for the session.
public protocol ContactAvatarRepositoryProtocol: Sendable {
    /// The image data (PNG) of `contact`'s avatar.
    func avatar(for contact: Contact) -> RepositoryPublisher<Data>
}
