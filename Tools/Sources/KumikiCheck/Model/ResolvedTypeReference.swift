/// A type reference resolved as the rules resolve it, for an editor's hover or an assistant's
/// question: which type it names, and that type's layer.
public struct ResolvedTypeReference: Hashable, Sendable {
    /// How resolving the reference ended.
    public enum Status: String, Hashable, Sendable {
        /// It names one type (or typealias) of the project, or several that agree on the layer.
        case resolved
        /// It could mean types of different layers; no finding is made from it.
        case ambiguous
        /// The project declares the name, but no declaration of it is visible where it is written.
        case unresolved
        /// It names a generic parameter, an associated type, a typealias or a local type declared around it.
        case local
        /// No type of the project has the name: it is from another module (the SDK, a package).
        case elsewhere
    }

    /// The type's name, qualified by the types it is nested in when resolved (`DBModel.CountryDetails`).
    public var name: String
    /// How resolving it ended.
    public var status: Status
    /// The layer of the type it names, when resolved and placed in one.
    public var layer: String?
    /// For an ambiguous reference, the layers of the types it could mean.
    public var candidateLayers: [String] = []
    /// The file that declares the type it names, when resolved.
    public var declaredIn: String?

    /// Creates a resolved reference.
    public init(name: String, status: Status, layer: String? = nil, candidateLayers: [String] = [], declaredIn: String? = nil) {
        self.name = name
        self.status = status
        self.layer = layer
        self.candidateLayers = candidateLayers
        self.declaredIn = declaredIn
    }
}
