/// A layer `kumiki adopt` writes for a project: the folders and targets of its units, what it
/// may use, and why it exists.
struct InferredLayer: Sendable {
    /// The layer's name: its role's, in the app's own words where its units use them.
    var name: String
    /// Path globs of its folders and files, anchored at the root (`Shop/Views/**`).
    var paths: [String]
    /// Targets whose files it holds where no folder layer takes them (a path places a file before its target does).
    var targets: [String] = []
    /// The layers it may depend on: every layer below it.
    var mayDependOn: [String] = []
    /// How many of the project's files it holds.
    var fileCount = 0
    /// Whether its modules may not import each other (feature modules that do not today).
    var isIsolated = false
    /// Frameworks its files may not import.
    var forbiddenImports: [String] = []
    /// Why it exists and what it holds, for the comment above it in `.kumiki.yml`.
    var origin: [String] = []
    /// Whether every other layer may use it and it uses none.
    var isShared = false

    /// Creates a layer.
    init(name: String, paths: [String], targets: [String] = [], fileCount: Int = 0, origin: [String] = []) {
        self.name = name
        self.paths = paths
        self.targets = targets
        self.fileCount = fileCount
        self.origin = origin
    }
}
