/// A tab of the Showcase: its identity and its label. Each feature that adds a tab declares
/// its own, so adding a tab touches no shared list.
public struct ShowcaseTab: Hashable, Sendable {
    /// A stable identity for links (`narou-ranking`).
    public let id: String
    /// The label on the tab bar.
    public let title: String

    /// Creates a tab.
    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}
