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
    /// The vendored and tooling folders left out of the check.
    public var vendored: [String] = []
    /// For each target (by index) with an Objective-C bridging header, the names Swift sees through it.
    public var objectiveCNames: [Int: Set<String>] = [:]
    /// For each target (by index) that compiles Objective-C or has a bridging header, the modules its
    /// Objective-C code imports (`#import <Module/…>`, `@import Module;`): used, though no Swift file imports them.
    public var objectiveCModules: [Int: Set<String>] = [:]

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

    /// The projects with every folder an Xcode project, spec or Tuist project compiles whole cut
    /// short of the packages inside it: a synchronized folder holding `Packages/Kit/Package.swift`
    /// does not compile Kit's files; Xcode builds Kit as a package, which the target links as a product.
    /// `packageFolders` are the folders holding a `Package.swift`, relative to the root.
    func excludingNestedPackages(_ packageFolders: [String]) -> LoadedProjects {
        guard !packageFolders.isEmpty else { return self }
        var changed = false
        var projects = index.projects
        for projectIndex in projects.indices where projects[projectIndex].kind != .swiftPackage {
            for targetIndex in projects[projectIndex].targets.indices {
                for folderIndex in projects[projectIndex].targets[targetIndex].sources.folders.indices {
                    let folder = projects[projectIndex].targets[targetIndex].sources.folders[folderIndex]
                    let nested = packageFolders.filter {
                        $0 != folder.path && RelativePath.is($0, inside: folder.path) && !folder.excluded.contains($0)
                    }
                    guard !nested.isEmpty else { continue }
                    projects[projectIndex].targets[targetIndex].sources.folders[folderIndex].excluded += nested
                    changed = true
                }
            }
        }
        guard changed else { return self }
        var result = self
        // The targets keep their order, so what is known of each by index stays true.
        result.index = ProjectIndex(projects: projects)
        return result
    }

    /// The same projects, with the vendored folders that were left out recorded.
    func vendoring(_ code: VendoredCode) -> LoadedProjects {
        var result = self
        result.vendored = code.folders
        return result
    }

    /// Whether any checked project was read, so that files no target compiles are left unchecked.
    public var hasCheckedProject: Bool {
        index.projects.contains(where: \.isChecked)
    }
}
