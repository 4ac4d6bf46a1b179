import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents

/// The component catalog as the shell's only tab: what `showcase --catalog` opens, with no
/// backend and no data behind it.
@MainActor
public final class ComponentCatalogFeature: ShowcaseFeature {
    /// Its tab.
    public nonisolated static let tab = ShowcaseTab(id: "catalog", title: "カタログ")

    /// Creates the catalog.
    public init() {}

    /// Its tab.
    public var tab: ShowcaseTab? { Self.tab }

    /// The catalog screen.
    public func makeRootScreen() -> (any ScreenController)? {
        CatalogScreen()
    }
}
