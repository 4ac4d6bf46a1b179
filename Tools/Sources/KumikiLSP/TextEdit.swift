/// A replacement of a range of a document.
public struct TextEdit: Codable, Hashable, Sendable {
    /// The range replaced.
    public var range: Range
    /// The text put there.
    public var newText: String

    /// Creates the value.
    public init(range: Range, newText: String) {
        self.range = range
        self.newText = newText
    }
}
