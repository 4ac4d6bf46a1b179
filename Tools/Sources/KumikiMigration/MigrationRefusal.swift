/// Why a class was left as an `ObservableObject`, at the line that stops it: a use Observation
/// has no exact equivalent for. The class and every file that uses it stay as they were.
public struct MigrationRefusal: Hashable, Sendable, CustomStringConvertible {
    /// The class left unmigrated.
    public let className: String
    /// The file holding the use, as the run names files.
    public let path: String
    /// The use's line, from 1.
    public let line: Int
    /// The use's column, from 1.
    public let column: Int
    /// What Observation lacks here, and what to do by hand.
    public let reason: String

    /// `path:line:column: ClassName not migrated: reason`, as compilers write findings.
    public var description: String {
        "\(path):\(line):\(column): \(className) not migrated: \(reason)"
    }
}
