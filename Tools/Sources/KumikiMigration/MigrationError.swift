/// Why `kumiki migrate observable` could not run at all. Nothing is written when one is thrown.
public enum MigrationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A path given is not there.
    case missingPath(String)
    /// A path given lies outside the project the run belongs to.
    case outsideProject(path: String, root: String)
    /// A file could not be read, or is not a regular file of reasonable size.
    case unreadable(path: String, reason: String)
    /// A file the migration must read or change does not parse.
    case unparsable(path: String, line: Int, column: Int)
    /// A file the migration must read nests deeper than swift-syntax's parser handles in
    /// reasonable time and stack (`NestingGuard`); `reason` says which nesting.
    case tooDeeplyNested(path: String, line: Int, reason: String)
    /// A file the migration would change cannot be written.
    case readOnly(String)
    /// Writing failed part-way; the files named were already replaced and are listed so they can be restored.
    case writeFailed(path: String, reason: String, alreadyWritten: [String])
    /// The project's configuration could not be read.
    case project(String)
    /// The project deploys to a platform version without Observation and `--gate-availability` was not given.
    case deploymentBelowObservation([DeploymentShortfall])

    /// What went wrong, with the path it concerns.
    public var description: String {
        switch self {
        case .missingPath(let path):
            return "\(path): no such file or folder"
        case .outsideProject(let path, let root):
            return "\(path) lies outside the project at \(root); migrate files of this project only"
        case .unreadable(let path, let reason):
            return "\(path) cannot be read: \(reason)"
        case .unparsable(let path, let line, let column):
            return "\(path):\(line):\(column): the file does not parse; fix it first, since a rewrite of a file that does not parse could not be checked"
        case .tooDeeplyNested(let path, let line, let reason):
            return "\(path):\(line): \(reason), deeper than any code the parser can read safely; fix the file first"
        case .readOnly(let path):
            return "\(path) cannot be written (read-only); nothing was changed"
        case .writeFailed(let path, let reason, let written):
            let restored = written.isEmpty ? "no file was changed" : "already replaced: \(written.joined(separator: ", "))"
            return "writing \(path) failed: \(reason); \(restored)"
        case .project(let message):
            return message
        case .deploymentBelowObservation(let shortfalls):
            let lines = shortfalls.map { "  \($0)" }.joined(separator: "\n")
            return """
                Observation needs iOS 17, macOS 14, tvOS 17 and watchOS 10, and the project deploys lower:
                \(lines)
                raise the deployment target, or pass --gate-availability to mark the migrated types and the views that use them @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
                """
        }
    }
}
