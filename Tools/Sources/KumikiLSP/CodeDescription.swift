/// Where to read about a diagnostic's rule.
public struct CodeDescription: Codable, Hashable, Sendable {
    /// The page.
    public var href: String

    /// Creates the value.
    public init(href: String) {
        self.href = href
    }
}
