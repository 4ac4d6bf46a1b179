#if canImport(SwiftUI)
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents
import SwiftUI

/// The feature on iOS: its tab's symbol and the SwiftUI views the app shows for it.
extension NarouSearchFeature {
    /// The symbol on the tab.
    public var tabSymbolName: String { "magnifyingglass" }

    /// The first view of the tab.
    public func makeRootView(navigator: FeatureNavigator) -> AnyView? {
        AnyView(NovelSearchView(viewModel: self.makeViewModel(), openNovel: { navigator.push(.novelDetail(ncode: $0.ncode, novel: $0)) }))
    }
}
#endif
