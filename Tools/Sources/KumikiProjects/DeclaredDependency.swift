/// One dependency a target declares: on a target of the same project or package, or on a
/// product of another package.
public struct DeclaredDependency: Codable, Hashable, Sendable {
    /// How the dependency names what it depends on.
    public enum Kind: String, Codable, Hashable, Sendable {
        /// A target of the same project or package (`.target(name:)`, a `PBXTargetDependency`,
        /// a framework linked from the same project).
        case target
        /// A product of a package (`.product(name:package:)`, an Xcode package product).
        case product
        /// A bare name: the package's target of that name if there is one, else a product of
        /// that name from one of its dependencies (SwiftPM's `byName`).
        case byName
    }

    /// Target, product or by name.
    public var kind: Kind
    /// The target's or product's name.
    public var name: String
    /// For a product, the package that vends it, as the manifest names it.
    public var package: String?
    /// For a target of another project (Tuist's `.project(target:path:)`), that project's path,
    /// relative to the checked root.
    public var project: String?
    /// Where the dependency is declared, when known.
    public var location: DeclarationLocation?
    /// Whether the project links it because a dependency of the target depends on it (XcodeGen's
    /// `transitivelyLinkDependencies`), not because the target declares it.
    public var isTransitive = false
    /// Whether an Xcode project names it only as a framework file among the built products
    /// (`DcCore.framework` in its Link Binary or Embed Frameworks phase), which the workspace's other
    /// projects build: when none of the projects read does, nothing is known of it.
    public var isBuiltProduct = false
    /// Whether an app names it only in its Embed Frameworks phase: it ships the framework for its extensions
    /// (or at run time), which may import it when the app does not, so it is never an unused dependency.
    public var isEmbeddedOnly = false

    /// Creates a declared dependency.
    public init(kind: Kind, name: String, package: String? = nil, project: String? = nil, location: DeclarationLocation? = nil) {
        self.kind = kind
        self.name = name
        self.package = package
        self.project = project
        self.location = location
    }
}
