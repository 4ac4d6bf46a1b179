import KumikiProjects

/// Why `kumiki check` could not run at all: these exit with status 2.
public enum CheckError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The configuration file is invalid; `line` is 1-based when known.
    case configuration(file: String, line: Int?, message: String)
    /// A path could not be read.
    case unreadablePath(String, reason: String)
    /// A preset name is unknown.
    case unknownPreset(String)
    /// A baseline file is invalid.
    case baseline(file: String, message: String)
    /// What changed since a git revision cannot be worked out (not a repository, an unknown revision).
    case changes(since: String, message: String)
    /// A project file, workspace or manifest is damaged or cannot be evaluated.
    case project(ProjectReadError)
    /// A path lies outside the project: its root and the folders its configuration takes in.
    case outsideProject(path: String, root: String)

    /// A one-line explanation naming the file (and line) at fault.
    public var description: String {
        switch self {
        case .configuration(let file, let line, let message):
            return "\(file)\(line.map { ":\($0)" } ?? ""): configuration error: \(message)"
        case .unreadablePath(let path, let reason):
            return "\(path): cannot read: \(reason)"
        case .unknownPreset(let name):
            return "unknown preset '\(name)'; available: \(Preset.all.map(\.name).joined(separator: ", "))"
        case .baseline(let file, let message):
            return "\(file): baseline error: \(message)"
        case .changes(let revision, let message):
            return "cannot tell what changed since '\(revision)': \(message)"
        case .outsideProject(let path, let root):
            return "\(path): outside the project: kumiki reads only inside \(root) (and the folders .kumiki.yml's project: names)"
        case .project(let error):
            return "\(error.file)\(error.line.map { ":\($0)" } ?? "")\(error.column.map { ":\($0)" } ?? ""): project error: \(error.message)"
        }
    }
}
