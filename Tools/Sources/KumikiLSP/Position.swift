/// A place in a document: a line and a character offset in that line (UTF-16 code units, as LSP counts by default), both from 0.
public struct Position: Codable, Hashable, Sendable {
    /// The line, from 0.
    public var line: Int
    /// The offset in the line, in UTF-16 code units, from 0.
    public var character: Int

    /// Creates the value.
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}
