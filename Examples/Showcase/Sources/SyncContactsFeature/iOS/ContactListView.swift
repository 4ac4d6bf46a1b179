#if canImport(SwiftUI)
import ShowcaseDomain
import SwiftUI

/// The contact list as SwiftUI sees it: the UIKit table controller, embedded so the tab's
/// `NavigationStack` still owns navigation.
struct ContactListView: UIViewControllerRepresentable {
    let feature: SyncContactsFeature
    let openConversation: (Contact) -> Void

    func makeUIViewController(context: Context) -> ContactListViewController {
        ContactListViewController(
            viewModel: feature.makeListViewModel(),
            openConversation: openConversation
        )
    }

    func updateUIViewController(_ viewController: ContactListViewController, context: Context) {}
}
#endif
