/// What a hover shows.
public struct Hover: Codable, Hashable, Sendable {
    /// The text.
    public var contents: MarkupContent
    /// The span it is about.
    public var range: Range?

    /// Creates the value.
    public init(contents: MarkupContent, range: Range? = nil) {
        self.contents = contents
        self.range = range
    }
}
