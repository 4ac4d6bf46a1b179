/// A span of a document, from `start` up to (not including) `end`.
public struct Range: Codable, Hashable, Sendable {
    /// Where it starts.
    public var start: Position
    /// Where it ends.
    public var end: Position

    /// Creates the value.
    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}
