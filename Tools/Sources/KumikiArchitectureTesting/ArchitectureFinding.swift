/// One finding of an architecture check, where a test navigator shows it.
public struct ArchitectureFinding: Hashable, Sendable, CustomStringConvertible {
    /// The rule's id, e.g. `layer-dependency`.
    public var rule: String
    /// Whether it fails the check: errors always, warnings in a strict check.
    public var isError: Bool
    /// What is wrong and what to do instead.
    public var message: String
    /// The file's absolute path.
    public var filePath: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int
    /// The rule's documentation, with a bad and a good example.
    public var documentation: String

    /// `file:line:column: message [rule]`, as compilers print.
    public var description: String {
        "\(filePath):\(line):\(column): \(isError ? "error" : "warning"): \(message) [\(rule)]"
    }

    /// `folder/File.swift`: Swift Testing's file id for the finding's file (the folder under
    /// `Sources/` is the module in a SwiftPM package).
    var fileID: String {
        let components = filePath.split(separator: "/")
        return components.suffix(2).joined(separator: "/")
    }
}
