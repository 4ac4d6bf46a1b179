#if canImport(SwiftUI)
import Kumiki
import SwiftUI

/// Xcode previews of the contact list's faces: loaded with badges, empty, failed with a retry,
/// and saved contacts shown offline with their notice.
struct ContactListViewPreviews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            ContactListView(feature: feature(.contacts(PreviewContactRepository.contacts)), openConversation: { _ in })
        }
        .previewDisplayName("loaded")
        NavigationStack {
            ContactListView(feature: feature(.contacts([])), openConversation: { _ in })
        }
        .previewDisplayName("empty")
        NavigationStack {
            ContactListView(feature: feature(.failure(.network(.offline))), openConversation: { _ in })
        }
        .previewDisplayName("failed")
        NavigationStack {
            ContactListView(feature: feature(.saved(PreviewContactRepository.contacts, age: .seconds(1_200))), openConversation: { _ in })
        }
        .previewDisplayName("offline")
    }
    private static func feature(_ answer: PreviewContactRepository.Answer) -> SyncContactsFeature {
        SyncContactsFeature(
            contacts: PreviewContactRepository(answer: answer),
            channels: PreviewChannelRepository(),
            avatars: PreviewContactAvatarRepository(),
            dependency: CoreDependencies()
        )
    }
}
#endif
