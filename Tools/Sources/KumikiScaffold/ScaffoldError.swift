/// Why `kumiki new` or `kumiki init` wrote nothing. Every case is a usage, configuration or
/// I/O problem: the command exits 2 and prints ``description``.
public enum ScaffoldError: Error, Equatable, CustomStringConvertible {
    /// The name given is not usable as a Swift type name.
    case invalidName(String, reason: String)
    /// The preset or style is not one Kumiki knows.
    case unknownOption(String)
    /// The project's layout leaves no place for a file (no `Sources/` target, a missing layer target…).
    case layout(String)
    /// A template does not parse or render; `file` and `line` locate the problem.
    case template(file: String, line: Int, message: String)
    /// Files that exist and would be overwritten without `--force`.
    case wouldOverwrite([String])
    /// Reading or writing a file failed.
    case io(String)

    /// The message printed after `error: `.
    public var description: String {
        switch self {
        case .invalidName(let name, let reason): "'\(name)' cannot be a feature or app name: \(reason)"
        case .unknownOption(let message): message
        case .layout(let message): message
        case .template(let file, let line, let message): "\(file):\(line): template error: \(message)"
        case .wouldOverwrite(let paths):
            "these files exist; nothing was written (use --force to replace them):\n" + paths.map { "  \($0)" }.joined(separator: "\n")
        case .io(let message): message
        }
    }
}
