/// A tab of the Showcase: its identity, its label and the link that opens it. Each feature that
/// adds a tab declares its own, so adding a tab touches no shared list.
public struct ShowcaseTab: Hashable, Sendable {
    /// A stable identity (`narou-ranking`).
    public let id: String
    /// The label on the tab bar.
    public let title: String
    /// The path that opens the tab (`/narou/ranking`, under `https://showcase.example` and
    /// `showcase://`), or `nil` for a tab no link opens.
    public let link: String?

    /// Creates a tab.
    public init(id: String, title: String, link: String? = nil) {
        self.id = id
        self.title = title
        self.link = link
    }
}
