/// A feature as a front end sees it: the tab it adds (if any) with that tab's first screen,
/// and the screens it draws for the routes it answers. The App layer makes one per feature,
/// injecting what the feature needs through the feature's initializer, and hands the list to
/// the front end; the front end asks each feature in turn.
@MainActor
public protocol ShowcaseFeature: AnyObject {
    /// The tab the feature adds, or `nil` for a feature reached only through routes.
    var tab: ShowcaseTab? { get }

    /// The first screen of the feature's tab; `nil` when it adds no tab.
    func makeRootScreen() -> (any ScreenController)?

    /// The screen the feature draws for `route`, or `nil` when the route is another feature's.
    func makeScreen(for route: ShowcaseRoute) -> (any ScreenController)?
}

extension ShowcaseFeature {
    /// Most features answer no route.
    public func makeScreen(for route: ShowcaseRoute) -> (any ScreenController)? { nil }
}
