#if canImport(SwiftUI)
import ShowcaseApp
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents
import SwiftUI

/// Turns the features the shared ``ShowcaseComposition`` wired into tabs and screens. Each
/// feature brings its own views (``ShowcaseFeature/makeRootView(navigator:)``, ``ShowcaseFeature/makeView(for:navigator:)``),
/// so this knows no feature: adding one changes nothing here. Screens get navigation as a
/// ``FeatureNavigator``, so none knows another feature or the navigation stack.
@MainActor
struct ScreenFactory {
    let composition: ShowcaseComposition
    /// Lines to show above the tabs (a replaced database, an ignored launch argument).
    let notes: [String]

    var tabs: [ShowcaseTab] {
        composition.features.compactMap(\.tab)
    }

    func symbolName(for tab: ShowcaseTab) -> String {
        feature(adding: tab)?.tabSymbolName ?? "square.grid.2x2"
    }

    @ViewBuilder
    func rootView(for tab: ShowcaseTab, push: @escaping (ShowcaseRoute) -> Void) -> some View {
        if let view = feature(adding: tab)?.makeRootView(navigator: FeatureNavigator(push: push, pop: {})) {
            view
        } else {
            Text("\(tab.title) は iOS 版にまだありません")
        }
    }

    @ViewBuilder
    func destination(for route: ShowcaseRoute, push: @escaping (ShowcaseRoute) -> Void, pop: @escaping () -> Void) -> some View {
        let navigator = FeatureNavigator(push: push, pop: pop)
        if case .web(let url, let title) = route {
            // A web page belongs to no feature: the app shows it.
            WebLinkView(url: url, title: title)
        } else if let view = composition.features.lazy.compactMap({ $0.makeView(for: route, navigator: navigator) }).first {
            view
        } else {
            Text("この画面は iOS 版にまだありません")
        }
    }

    private func feature(adding tab: ShowcaseTab) -> (any ShowcaseFeature)? {
        composition.features.first { $0.tab == tab }
    }
}
#endif
