#if canImport(SwiftUI)
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents
import SwiftUI

/// The feature on iOS: its tab's symbol and the SwiftUI views the app shows for it.
extension NarouRankingFeature {
    /// The symbol on the tab.
    public var tabSymbolName: String { "list.number" }

    /// The first view of the tab.
    public func makeRootView(navigator: FeatureNavigator) -> AnyView? {
        AnyView(RankingView(viewModel: self.makeViewModel(), openNovel: { navigator.push(.novelDetail(ncode: $0.ncode, novel: $0)) }))
    }
}
#endif
