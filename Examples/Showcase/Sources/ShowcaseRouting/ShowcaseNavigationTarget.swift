/// Where a link or a push notification opens the app: a tab, and the screens to push on it,
/// bottom first.
public struct ShowcaseNavigationTarget: Equatable, Sendable {
    /// The tab to select.
    public var tab: ShowcaseTab
    /// The screens to push, bottom first.
    public var stack: [ShowcaseRoute]

    /// Creates a target.
    public init(tab: ShowcaseTab, stack: [ShowcaseRoute] = []) {
        self.tab = tab
        self.stack = stack
    }
}
