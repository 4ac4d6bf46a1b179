/// Why a project file, workspace or manifest could not be read: the file at fault, where in
/// it when known, and what is wrong. `kumiki` exits with status 2 on it.
public struct ProjectReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file at fault, as the user would name it.
    public var file: String
    /// The 1-based line, when known.
    public var line: Int?
    /// The 1-based column, when known.
    public var column: Int?
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: message`, with the parts that are known.
    public var description: String {
        "\(file)\(line.map { ":\($0)" } ?? "")\(column.map { ":\($0)" } ?? ""): \(message)"
    }
}
