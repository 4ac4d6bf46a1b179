#if canImport(SwiftUI)
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents
import SwiftUI

/// The feature on iOS: its tab's symbol and the SwiftUI views the app shows for it.
extension MinneProductsFeature {
    /// The symbol on the tab.
    public var tabSymbolName: String { "bag" }

    /// The first view of the tab.
    public func makeRootView(navigator: FeatureNavigator) -> AnyView? {
        AnyView(ProductListView(
            viewModel: self.makeListViewModel(),
            openProduct: { navigator.push(.productDetail(id: $0.id, product: $0)) },
            openFreeShippingSetting: { navigator.push(.freeShippingSetting) }
        ))
    }

    /// The view for the route the feature answers.
    public func makeView(for route: ShowcaseRoute, navigator: FeatureNavigator) -> AnyView? {
        guard case .productDetail(let id, let product) = route else { return nil }
        return AnyView(ProductDetailView(viewModel: self.makeDetailViewModel(productID: id, product: product)))
    }
}
#endif
