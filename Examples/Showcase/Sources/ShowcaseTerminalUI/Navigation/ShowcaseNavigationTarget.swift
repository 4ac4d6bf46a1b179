/// Where a link or a push notification opens the app: a tab, and the screens to
/// push on it, in order.
public struct ShowcaseNavigationTarget: Equatable, Sendable {
    /// The tab to select.
    public var tab: ShowcaseTab
    /// The screens to push, bottom first.
    public var stack: [ShowcaseDestination]

    /// Creates a target.
    public init(tab: ShowcaseTab, stack: [ShowcaseDestination] = []) {
        self.tab = tab
        self.stack = stack
    }
}
