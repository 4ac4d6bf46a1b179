#if canImport(SwiftUI)
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents
import SwiftUI

/// The feature on iOS: its tab's symbol and the SwiftUI views the app shows for it.
extension SyncSignUpFeature {
    /// The symbol on the tab.
    public var tabSymbolName: String { "person.badge.plus" }

    /// The first view of the tab.
    public func makeRootView(navigator: FeatureNavigator) -> AnyView? {
        AnyView(SignUpView(viewModel: self.makeViewModel(), openWelcome: { navigator.push(.welcome(email: $0)) }))
    }

    /// The view for the route the feature answers.
    public func makeView(for route: ShowcaseRoute, navigator: FeatureNavigator) -> AnyView? {
        guard case .welcome(let email) = route else { return nil }
        return AnyView(WelcomeView(email: email))
    }
}
#endif
