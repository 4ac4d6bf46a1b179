#if canImport(SwiftUI)
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents
import SwiftUI

/// The feature on iOS: its tab's symbol and the SwiftUI views the app shows for it.
extension SyncContactsFeature {
    /// The symbol on the tab.
    public var tabSymbolName: String { "person.2" }

    /// The first view of the tab.
    public func makeRootView(navigator: FeatureNavigator) -> AnyView? {
        AnyView(ContactListView(feature: self, openConversation: { navigator.push(.conversation($0)) }))
    }

    /// The view for the route the feature answers.
    public func makeView(for route: ShowcaseRoute, navigator: FeatureNavigator) -> AnyView? {
        guard case .conversation(let contact) = route else { return nil }
        return AnyView(ConversationView(viewModel: self.makeConversationViewModel(contact: contact)))
    }
}
#endif
