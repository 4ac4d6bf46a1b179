#if canImport(SwiftUI)
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents
import SwiftUI

/// The feature on iOS: its tab's symbol and the SwiftUI views the app shows for it.
extension MinneShopSettingsFeature {
    /// The symbol on the tab.
    public var tabSymbolName: String { "gearshape" }

    /// The first view of the tab.
    public func makeRootView(navigator: FeatureNavigator) -> AnyView? {
        AnyView(ShopSettingsView(openFreeShippingSetting: { navigator.push(.freeShippingSetting) }))
    }

    /// The view for the route the feature answers.
    public func makeView(for route: ShowcaseRoute, navigator: FeatureNavigator) -> AnyView? {
        guard case .freeShippingSetting = route else { return nil }
        return AnyView(FreeShippingSettingView(viewModel: self.makeFreeShippingSettingViewModel(), goBack: navigator.pop))
    }
}
#endif
