/// Why bytes could not be read as an OpenStep property list: where, and what was expected.
public struct PropertyListError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The 1-based line of the fault.
    public var line: Int
    /// The 1-based column (in bytes) of the fault.
    public var column: Int
    /// What is wrong there.
    public var message: String

    /// Creates an error.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line L, column C: message`.
    public var description: String {
        "line \(line), column \(column): \(message)"
    }
}
