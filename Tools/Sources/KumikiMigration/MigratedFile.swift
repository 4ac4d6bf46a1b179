import KumikiSourceFiles

/// One file the migration changes: what it holds now and what it will hold.
public struct MigratedFile: Hashable, Sendable {
    /// The file, as the run names files (relative to the project root).
    public let path: String
    /// Its absolute path.
    public let absolutePath: String
    /// Its text before.
    public let original: String
    /// Its text after.
    public let migrated: String

    /// The change as a unified diff, `a/` and `b/` prefixed as `git apply` and `patch -p1` read it.
    public var diff: String {
        UnifiedDiff(path: path, before: original, after: migrated).text
    }
}
