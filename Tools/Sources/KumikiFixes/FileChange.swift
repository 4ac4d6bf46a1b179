import KumikiSourceFiles

/// One file `kumiki check --fix` rewrites: its path relative to the project's root, its text
/// before and after, and the findings the change settles.
public struct FileChange: Equatable, Sendable {
    /// The file, relative to the project's root.
    public var path: String
    /// Its text as read.
    public var before: String
    /// Its text with the fixes made.
    public var after: String
    /// How many findings the change settles.
    public var settled: Int
    /// Each edit in words ("add `"Net"` to the dependencies of the target App").
    public var descriptions: [String]

    /// Creates a change.
    public init(path: String, before: String, after: String, settled: Int, descriptions: [String] = []) {
        self.path = path
        self.before = before
        self.after = after
        self.settled = settled
        self.descriptions = descriptions
    }

    /// The change as a unified diff.
    public var diff: UnifiedDiff {
        UnifiedDiff(path: path, before: before, after: after)
    }
}
