/// An analytics log entry whose parameters come from screen state (NewsPicks).
public struct AnalyticsEvent: Hashable, Sendable, Codable {
    /// The event's name, e.g. `article_impression`.
    public var name: String
    /// Its parameters.
    public var parameters: [String: String]

    /// Creates an event.
    public init(name: String, parameters: [String: String] = [:]) {
        self.name = name
        self.parameters = parameters
    }
}
