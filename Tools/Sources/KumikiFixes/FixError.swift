/// Why `kumiki check --fix` could not read or write a file it meant to change.
public enum FixError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file named by a finding lies outside the checked project (or resolves there through a link), so it is left alone.
    case outsideProject(String)
    /// The file could not be read.
    case unreadable(String, reason: String)
    /// The file could not be written.
    case unwritable(String, reason: String)

    /// The message shown to the user.
    public var description: String {
        switch self {
        case .outsideProject(let path): return "\(path) is outside the project; kumiki --fix writes only inside it"
        case .unreadable(let path, let reason): return "cannot read \(path): \(reason)"
        case .unwritable(let path, let reason): return "cannot write \(path): \(reason)"
        }
    }
}
