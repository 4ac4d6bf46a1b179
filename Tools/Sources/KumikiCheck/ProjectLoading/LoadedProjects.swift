import KumikiProjects

/// The projects and packages a check read, and what else the rules need from them.
public struct LoadedProjects: Sendable {
    /// Every project and package read, indexed.
    public var index: ProjectIndex
    /// The `// kumiki:disable` comments of each manifest (`Package.swift`), by its root-relative path.
    public var manifestSuppressions: [String: Suppressions]
    /// What the reader could not do as asked, for the user (no toolchain, a dependency that did not read).
    public var notes: [String]
    /// A digest of every input read, so a stored result is used only while the projects are unchanged.
    public var fingerprint: UInt64
    /// The project files, workspaces, specs and manifests found that could not be read: each is a
    /// `project-error` finding, and the files under its folder are placed by path and checked.
    public var failures: [ProjectFailure]
    /// The Swift files that describe projects rather than belong to them (Tuist's `Project.swift`,
    /// `Workspace.swift` and `ProjectDescriptionHelpers`), which no target compiles and no rule checks.
    public var descriptionFiles: Set<String> = []

    /// No project: files are placed by the folder convention, as before projects were read.
    public static let none = LoadedProjects(index: ProjectIndex(projects: []), manifestSuppressions: [:], notes: [], fingerprint: 0)

    /// Creates the result of a load.
    public init(
        index: ProjectIndex, manifestSuppressions: [String: Suppressions], notes: [String], fingerprint: UInt64,
        failures: [ProjectFailure] = []
    ) {
        self.index = index
        self.manifestSuppressions = manifestSuppressions
        self.notes = notes
        self.fingerprint = fingerprint
        self.failures = failures
    }

    /// Whether `path` (relative to the root, clean) lies in the folder of a project that could not
    /// be read, where files no other target compiles are placed by path and checked.
    func isInFailedProject(_ path: String) -> Bool {
        failures.contains { RelativePath.is(path, inside: $0.folder) }
    }

    /// Whether any checked project was read, so that files no target compiles are left unchecked.
    public var hasCheckedProject: Bool {
        index.projects.contains(where: \.isChecked)
    }
}
