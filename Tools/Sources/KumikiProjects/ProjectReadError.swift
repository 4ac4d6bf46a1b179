/// Why a project file, workspace or manifest could not be read: the file at fault, where in
/// it when known, and what is wrong. `kumiki check` reports it as a `project-error` finding and
/// goes on without that project, or exits with status 2 when `.kumiki.yml` names the project.
public struct ProjectReadError: Error, Codable, Hashable, Sendable, CustomStringConvertible {
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
