/// A news article: the entity of the demo's reducer-based news feed.
struct Article: Hashable, Sendable, Identifiable {
    let id: Int
    let title: String
}
