/// A file a scaffold command will write: where (relative to the package) and what.
public struct PlannedFile: Hashable, Sendable {
    /// The path relative to the package's folder.
    public var path: String
    /// The file's text.
    public var contents: String
    /// Whether the file may be written over without `--force` (only generated mocks, which are regenerated).
    public var isRegenerated: Bool

    /// Creates a planned file.
    public init(path: String, contents: String, isRegenerated: Bool = false) {
        self.path = path
        self.contents = contents
        self.isRegenerated = isRegenerated
    }
}
