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
}
