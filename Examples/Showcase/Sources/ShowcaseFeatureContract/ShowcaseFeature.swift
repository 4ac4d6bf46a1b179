import Kumiki
import ShowcaseRouting
import ShowcaseUIComponents
#if canImport(SwiftUI)
import SwiftUI
#endif

/// A feature as a front end sees it: the tab it adds (if any), its first screen, and the screens
/// it draws for the routes it answers, in the terminal and (where SwiftUI exists) as views. The
/// App layer makes one per feature, injecting what the feature needs through the feature's
/// initializer, and hands the list to the front ends; each front end asks every feature in turn,
/// so adding a feature changes no front end.
@MainActor
public protocol ShowcaseFeature: AnyObject {
    /// The tab the feature adds, or `nil` for a feature reached only through routes.
    var tab: ShowcaseTab? { get }

    /// The first screen of the feature's tab; `nil` when it adds no tab.
    func makeRootScreen() -> (any ScreenController)?

    /// The screen the feature draws for `route`, or `nil` when the route is another feature's.
    func makeScreen(for route: ShowcaseRoute) -> (any ScreenController)?

    /// Adds the links that open this feature's screens (`/minne/products/:id`) to the app's
    /// router: a feature declares its paths beside its routes, and the composition root folds
    /// every feature's into one table.
    nonisolated static func addLinks(to router: inout DeepLinkRouter<ShowcaseNavigationTarget>)

    #if canImport(SwiftUI)
    /// The SF Symbol on the feature's tab.
    var tabSymbolName: String { get }

    /// The first view of the feature's tab, navigating through `navigator`; `nil` when it adds no tab.
    func makeRootView(navigator: FeatureNavigator) -> AnyView?

    /// The view the feature shows for `route`, or `nil` when the route is another feature's.
    func makeView(for route: ShowcaseRoute, navigator: FeatureNavigator) -> AnyView?
    #endif
}

extension ShowcaseFeature {
    /// Most features answer no route.
    public func makeScreen(for route: ShowcaseRoute) -> (any ScreenController)? { nil }

    /// A feature reached only from other screens adds no link.
    public nonisolated static func addLinks(to router: inout DeepLinkRouter<ShowcaseNavigationTarget>) {}

    #if canImport(SwiftUI)
    /// A generic symbol, for a feature that adds no tab.
    public var tabSymbolName: String { "square.grid.2x2" }

    /// No tab, no first view.
    public func makeRootView(navigator: FeatureNavigator) -> AnyView? { nil }

    /// Most features answer no route.
    public func makeView(for route: ShowcaseRoute, navigator: FeatureNavigator) -> AnyView? { nil }
    #endif
}
