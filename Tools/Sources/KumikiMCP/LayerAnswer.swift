/// What the `layer_of` tool answers: the layer of a file or a type, why, and what code of that
/// layer may depend on.
public struct LayerAnswer: Codable, Equatable, Sendable {
    /// What was asked about.
    public enum Kind: String, Codable, Sendable {
        /// A file, by path.
        case file
        /// A type, by name.
        case type
    }

    /// The file's path (relative to the project's root) or the type's name.
    public var subject: String
    /// Whether a file or a type was asked about.
    public var kind: Kind
    /// The layer; `nil` when it is in none.
    public var layer: String?
    /// What in the configuration placed it there (or why nothing did).
    public var reason: String?
    /// The targets that compile the file, when projects were read.
    public var targets: [String]
    /// For a type: the file that declares it, if the project does.
    public var declaredIn: String?
    /// The layers its layer may depend on.
    public var mayDependOn: [String] = []
    /// The project's modules it may import.
    public var mayImport: [String] = []
    /// The modules and frameworks it must not import.
    public var mustNotImport: [String] = []

    /// Adds what `layer` may depend on and import, as the project's configuration says.
    mutating func fill(from project: ArchitectureToolbox.Project, layer: String?) {
        guard let layer else { return }
        mayDependOn = project.session.allowedLayers(from: layer)
        (mayImport, mustNotImport) = project.imports(of: layer, excluding: Set(targets))
    }
}
