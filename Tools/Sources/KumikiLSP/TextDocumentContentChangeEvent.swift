/// One change to a document: a replaced range (incremental sync), or the whole new text when `range` is absent (full sync).
public struct TextDocumentContentChangeEvent: Codable, Hashable, Sendable {
    /// The range replaced, or `nil` for the whole document.
    public var range: Range?
    /// The replaced range's length, deprecated by the protocol and ignored.
    public var rangeLength: Int?
    /// The new text of the range (or of the document).
    public var text: String

    /// Creates the value.
    public init(range: Range? = nil, rangeLength: Int? = nil, text: String) {
        self.range = range
        self.rangeLength = rangeLength
        self.text = text
    }
}
