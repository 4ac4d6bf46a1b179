import Kumiki
import ShowcaseDomain
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents

/// minne's shop settings (minne's free-shipping rewrite): the settings tab, and the free-shipping screen
/// behind ``ShowcaseRoute/freeShippingSetting``, which the settings and the product list open.
@MainActor
public final class MinneShopSettingsFeature: TabFeature {
    /// The tab it adds.
    public nonisolated static let tab = ShowcaseTab(id: "shop-settings", title: "ショップ設定", link: "/minne/settings")

    /// `/minne/settings`, and `/minne/settings/free-shipping`: the settings with the free-shipping setting on top.
    public nonisolated static func addLinks(to router: inout DeepLinkRouter<ShowcaseNavigationTarget>) {
        addTabLink(to: &router)
        router.add("/minne/settings/free-shipping") { _ in ShowcaseNavigationTarget(tab: tab, stack: [.freeShippingSetting]) }
    }

    private let repository: any FreeShippingSettingRepositoryProtocol
    private let dependency: FreeShippingSettingViewModel.Dependency

    /// Creates the feature over the free-shipping setting.
    public init(repository: any FreeShippingSettingRepositoryProtocol, dependency: FreeShippingSettingViewModel.Dependency) {
        self.repository = repository
        self.dependency = dependency
    }

    /// The free-shipping screen's ViewModel.
    public func makeFreeShippingSettingViewModel() -> FreeShippingSettingViewModel {
        FreeShippingSettingViewModel(repository: repository, dependency: dependency)
    }

    /// The shop settings list.
    public func makeRootScreen() -> (any ScreenController)? {
        ShopSettingsScreen()
    }

    /// The free-shipping screen, for ``ShowcaseRoute/freeShippingSetting``.
    public func makeScreen(for route: ShowcaseRoute) -> (any ScreenController)? {
        guard case .freeShippingSetting = route else { return nil }
        return FreeShippingSettingScreen(viewModel: makeFreeShippingSettingViewModel())
    }
}
