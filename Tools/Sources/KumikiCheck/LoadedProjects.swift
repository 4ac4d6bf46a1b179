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

    /// No project: files are placed by the folder convention, as before projects were read.
    public static let none = LoadedProjects(index: ProjectIndex(projects: []), manifestSuppressions: [:], notes: [], fingerprint: 0)

    /// Creates the result of a load.
    public init(index: ProjectIndex, manifestSuppressions: [String: Suppressions], notes: [String], fingerprint: UInt64) {
        self.index = index
        self.manifestSuppressions = manifestSuppressions
        self.notes = notes
        self.fingerprint = fingerprint
    }

    /// Whether any checked project was read, so that files no target compiles are left unchecked.
    public var hasCheckedProject: Bool {
        index.projects.contains(where: \.isChecked)
    }
}
