#if canImport(SwiftUI)
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents
import SwiftUI

/// The feature on iOS: its tab's symbol and the SwiftUI views the app shows for it.
extension NewsPicksFeedFeature {
    /// The symbol on the tab.
    public var tabSymbolName: String { "newspaper" }

    /// The first view of the tab.
    public func makeRootView(navigator: FeatureNavigator) -> AnyView? {
        AnyView(NewsFeedView(store: self.makeStore()))
    }
}
#endif
