import KumikiCheck

/// Why `kumiki adopt` wrote nothing: these exit with status 2.
public enum AdoptionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The files it would write exist already; `--force` replaces them.
    case wouldOverwrite([String])
    /// The project could not be read or checked.
    case check(CheckError)
    /// A file could not be written.
    case cannotWrite(String, reason: String)

    /// One explanation naming the files at fault.
    public var description: String {
        switch self {
        case .wouldOverwrite(let files):
            return "\(files.joined(separator: " and ")) already exist\(files.count == 1 ? "s" : ""); kumiki adopt never overwrites "
                + "(--force replaces \(files.count == 1 ? "it" : "them"), --dry-run shows what it would write)"
        case .check(let error):
            return error.description
        case .cannotWrite(let file, let reason):
            return "\(file): cannot write: \(reason)"
        }
    }
}
