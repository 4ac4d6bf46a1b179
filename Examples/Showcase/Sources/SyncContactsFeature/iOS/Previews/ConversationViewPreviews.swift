#if canImport(SwiftUI)
import Kumiki
import SwiftUI

/// Xcode previews of a conversation with unread messages, marked read as it opens.
struct ConversationViewPreviews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            ConversationView(viewModel: ConversationViewModel(contact: PreviewContactRepository.contacts[0], repository: PreviewChannelRepository()))
        }
    }
}
#endif
