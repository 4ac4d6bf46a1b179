#if canImport(SwiftUI)
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents
import SwiftUI

/// The feature on iOS: its tab's symbol and the SwiftUI views the app shows for it.
extension NarouNovelFeature {
    /// The view for the route the feature answers.
    public func makeView(for route: ShowcaseRoute, navigator: FeatureNavigator) -> AnyView? {
        guard case .novelDetail(let ncode, let novel) = route else { return nil }
        return AnyView(NovelDetailView(viewModel: self.makeViewModel(ncode: ncode, novel: novel)))
    }
}
#endif
