import KumikiProjects

/// A project file, workspace, XcodeGen spec or manifest a check found but could not read: it is
/// reported as a `project-error` finding, and the check goes on without it.
public struct ProjectFailure: Codable, Hashable, Sendable {
    /// What could not be read, where, and why (swift's or the parser's own words).
    public var error: ProjectReadError
    /// The folder whose Swift files that project would have placed in its targets, relative to the
    /// root: they are placed by their paths and checked instead.
    public var folder: String

    /// Creates a failure.
    public init(error: ProjectReadError, folder: String) {
        self.error = error
        self.folder = folder
    }
}
