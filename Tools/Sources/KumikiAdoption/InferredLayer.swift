/// A layer `kumiki adopt` defines for a project: the folders or targets its files are in, the
/// type-name suffixes it sees there, and what it may use.
struct InferredLayer: Sendable {
    /// The layer's name: the role's (`App`, `Domain`, `View`…) for targets and the App folders, a
    /// folder's own name otherwise.
    var name: String
    /// Path globs of its folders, anchored at the root (`CountriesSwiftUI/UI/**`).
    var paths: [String]
    /// Targets whose files it holds where no folder layer takes them (a path places a file before its target does).
    var targets: [String] = []
    /// What its name says it is, when the vocabulary knows the name.
    var role: LayerRole?
    /// Type-name suffixes most of whose types are declared in its files.
    var suffixes: [String] = []
    /// The layers it may depend on: those it uses today, less the edges that would close a cycle.
    var mayDependOn: [String] = []
    /// How many of the project's files it holds.
    var fileCount = 0
    /// Whether its modules may not import each other (feature modules that do not today).
    var isIsolated = false
    /// Frameworks its files may not import.
    var forbiddenImports: [String] = []
    /// Why it exists, for the comment above it in `.kumiki.yml`.
    var origin: [String] = []
    /// Whether every other layer may use it and it uses none (`Common`, `Shared`, `Utilities`): a
    /// layer the vocabulary calls shared, as long as it uses no other layer today.
    var isShared = false

    /// Creates a layer; one whose role is `utility` starts out shared.
    init(name: String, paths: [String], targets: [String] = [], role: LayerRole? = nil, fileCount: Int = 0, origin: [String] = []) {
        self.name = name
        self.paths = paths
        self.targets = targets
        self.role = role
        self.fileCount = fileCount
        self.origin = origin
        isShared = role == .utility
    }
}
