/// A layer `kumiki adopt` defines for a project: the folders or targets its files are in, the
/// type-name suffixes it sees there, and what it may use.
struct InferredLayer: Sendable {
    /// The layer's name (a folder's name as written).
    var name: String
    /// Path globs of its folders (`CountriesSwiftUI/UI/**`).
    var paths: [String]
    /// What its name says it is, when the vocabulary knows the name.
    var role: LayerRole?
    /// Type-name suffixes most of whose types are declared in its files.
    var suffixes: [String] = []
    /// The layers it may depend on: those it uses today, less the edges that would close a cycle.
    var mayDependOn: [String] = []
    /// How many of the project's files it holds.
    var fileCount = 0
}
