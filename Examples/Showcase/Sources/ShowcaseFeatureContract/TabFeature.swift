import Kumiki
import ShowcaseRouting

/// A feature that adds a tab: it declares the tab once, as a static value other code can name
/// (a link's target, a test), and is a ``ShowcaseFeature`` whose `tab` is that value.
@MainActor
public protocol TabFeature: ShowcaseFeature {
    /// The tab the feature adds.
    nonisolated static var tab: ShowcaseTab { get }
}

extension TabFeature {
    /// The tab the feature adds: its static ``TabFeature/tab``.
    public var tab: ShowcaseTab? { Self.tab }

    /// The tab's own link opens it; a feature with links deeper into it adds them after this.
    public nonisolated static func addLinks(to router: inout DeepLinkRouter<ShowcaseNavigationTarget>) {
        addTabLink(to: &router)
    }

    /// Adds ``ShowcaseTab/link``, opening the tab, when the tab has one.
    public nonisolated static func addTabLink(to router: inout DeepLinkRouter<ShowcaseNavigationTarget>) {
        // The tab as a value: the metatype is not Sendable, so the link's closure must not capture it.
        let tab = self.tab
        guard let link = tab.link else { return }
        router.add(link) { _ in ShowcaseNavigationTarget(tab: tab) }
    }
}
