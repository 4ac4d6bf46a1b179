import Foundation
import Kumiki
import ShowcaseApp
import ShowcaseRouting

/// The navigation state of the whole app: the selected tab and one stack of routes per
/// tab. Screens never touch it; they call the closures the ``ScreenFactory`` gives them,
/// which push here, as minne's views call an injected `pushAction`.
@MainActor
final class TabRouter: ObservableObject {
    @Published var selectedTab: String  // kumiki:bound-input (the TabView's selection)
    @Published var paths: [String: [ShowcaseRoute]] = [:]  // kumiki:bound-input (the stacks' paths)
    /// Why the last link could not be opened, for an alert.
    @Published private(set) var linkError: String?

    /// The links the registered features declare (`ShowcaseComposition.links`).
    private let links: ShowcaseLinks

    init(firstTab: ShowcaseTab?, links: ShowcaseLinks) {
        selectedTab = firstTab?.id ?? ""
        self.links = links
    }

    /// Pushes `route` on the selected tab's stack.
    func push(_ route: ShowcaseRoute) {
        paths[selectedTab, default: []].append(route)
    }

    /// The link alert was dismissed.
    func linkErrorDidDismiss() {
        linkError = nil
    }

    /// Pops the selected tab's top screen.
    func pop() {
        _ = paths[selectedTab]?.popLast()
    }

    /// Opens a `showcase://` or `https://showcase.example/` link: its tab, with the stack
    /// the link describes, exactly as the terminal front end resolves it.
    func open(_ url: URL) {
        do {
            let target = try links.target(for: url.absoluteString)
            selectedTab = target.tab.id
            paths[target.tab.id] = target.stack
        } catch {
            linkError = "\(url.absoluteString) を開けませんでした（\(error)）"
        }
    }
}
