import KumikiProjects
import KumikiSourceFiles

/// The change to one target's declared dependencies that settles an `undeclared-dependency` or
/// `unused-dependency` finding, in the terms of the project that declares the target, so that
/// `kumiki check --fix` and the editor's code action can make it (or say where to make it by hand).
public struct DependencyEdit: Codable, Hashable, Sendable {
    /// Whether the dependency is added or removed.
    public enum Action: String, Codable, Hashable, Sendable {
        /// Declare the dependency the target's files import.
        case add
        /// Remove the dependency none of the target's files imports.
        case remove
    }

    /// Add or remove.
    public var action: Action
    /// The kind of project that declares the target, which decides whether the edit can be made in a file.
    public var projectKind: ProjectDescription.Kind
    /// The project: the package's folder, the XcodeGen spec, the `.xcodeproj`, relative to the checked root.
    public var project: String
    /// The target whose dependencies change, by the name the project gives it.
    public var target: String
    /// The dependency added or removed: a target of the same project, or a package's product.
    public var dependency: DeclaredDependency
    /// For an addition of another package's product, the package the project must depend on too
    /// when it does not yet (a local package the check read).
    public var package: PackageReference?
    /// Where the target is declared (for an addition) or the dependency is (for a removal), when known.
    public var location: SourceLocation?

    /// Creates an edit.
    public init(
        action: Action, projectKind: ProjectDescription.Kind, project: String, target: String, dependency: DeclaredDependency,
        package: PackageReference? = nil, location: SourceLocation? = nil
    ) {
        self.action = action
        self.projectKind = projectKind
        self.project = project
        self.target = target
        self.dependency = dependency
        self.package = package
        self.location = location
    }
}
