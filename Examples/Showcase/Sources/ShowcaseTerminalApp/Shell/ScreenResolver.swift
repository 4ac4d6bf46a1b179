import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents

/// Finds the screen for a tab or a route among the features the App registered: the first
/// feature that answers draws it. Routes no feature answers fall back to the front end's own
/// screens (a web page shows its address, as a phone would hand it to the browser).
@MainActor
struct ScreenResolver {
    let features: [any ShowcaseFeature]

    /// The tabs, in the order the features were registered.
    var tabs: [ShowcaseTab] {
        features.compactMap(\.tab)
    }

    /// The first screen of `tab`.
    func rootScreen(for tab: ShowcaseTab) -> any ScreenController {
        features.first { $0.tab == tab }?.makeRootScreen() ?? UnavailableScreen(title: tab.title)
    }

    /// The screen for `route`.
    func screen(for route: ShowcaseRoute) -> any ScreenController {
        for feature in features {
            if let screen = feature.makeScreen(for: route) { return screen }
        }
        if case .web(let url, let title) = route { return WebPageScreen(url: url, title: title) }
        return UnavailableScreen(title: "この画面は開けません")
    }
}
