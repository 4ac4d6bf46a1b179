/// Where something is declared in a project file or manifest, for findings that point at it.
public struct DeclarationLocation: Codable, Hashable, Sendable {
    /// The file, relative to the checked root.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }
}
