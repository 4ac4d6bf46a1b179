#if canImport(SwiftUI)
import Foundation
import Kumiki
import ShowcaseDomain

/// Avatars for previews: none loads, so rows show the placeholder, as they do offline.
struct PreviewContactAvatarRepository: ContactAvatarRepositoryProtocol {
    func avatar(for contact: Contact) -> RepositoryPublisher<Data> {
        Fail(error: .network(.offline)).eraseToAnyPublisher()
    }
}
#endif
