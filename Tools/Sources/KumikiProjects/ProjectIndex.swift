/// Every project and package read for a check, indexed the ways the rules ask: the targets
/// that compile a file, the targets that form a module, and what each declared dependency
/// resolves to.
public struct ProjectIndex: Sendable {
    /// A target with the project it belongs to.
    public struct Target: Sendable {
        /// The index of its project in ``ProjectIndex/projects``.
        public var project: Int
        /// The target as read.
        public var description: TargetDescription
    }

    /// A declared dependency with what it provides.
    public struct ResolvedDependency: Sendable {
        /// The declaration.
        public var declared: DeclaredDependency
        /// The targets it makes available: the target, or the product's targets.
        public var targets: [Int]
        /// Modules it provides that no read package describes (a product of an unresolved
        /// package is taken to provide the module of its own name).
        public var assumedModules: [String]
    }

    /// Every project and package read.
    public let projects: [ProjectDescription]
    /// Every target of every project, flat.
    public let targets: [Target]
    /// For each target, its declared dependencies resolved.
    public let dependencies: [[ResolvedDependency]]
    private let targetsByModule: [String: [Int]]
    /// The names more than one checked project's targets share, which reports qualify with the project.
    private let sharedTargetNames: Set<String>
    /// For each project, the projects whose modules its targets can import: a Swift package sees
    /// itself and the packages it depends on, directly or not; an Xcode project sees every project
    /// read (a workspace's projects find each other's products implicitly).
    private let visibleProjects: [Set<Int>]

    /// Indexes `projects`.
    public init(projects: [ProjectDescription]) {
        self.projects = projects
        var targets: [Target] = []
        var byModule: [String: [Int]] = [:]
        for (projectIndex, project) in projects.enumerated() {
            for target in project.targets {
                byModule[target.moduleName, default: []].append(targets.count)
                targets.append(Target(project: projectIndex, description: target))
            }
        }
        self.targets = targets
        targetsByModule = byModule
        var projectsByName: [String: Set<Int>] = [:]
        for target in targets where projects[target.project].isChecked {
            projectsByName[target.description.name, default: []].insert(target.project)
        }
        sharedTargetNames = Set(projectsByName.filter { $0.value.count > 1 }.keys)
        dependencies = targets.map { target in
            target.description.dependencies.map { ProjectIndex.resolve($0, of: target.project, in: projects, targets: targets) }
        }
        visibleProjects = projects.indices.map { ProjectIndex.projectsVisible(from: $0, in: projects) }
    }

    private static func projectsVisible(from start: Int, in projects: [ProjectDescription]) -> Set<Int> {
        guard projects[start].kind == .swiftPackage else { return Set(projects.indices) }
        var seen: Set<Int> = [start]
        var pending = [start]
        while let next = pending.popLast() {
            for reference in projects[next].packages {
                for candidate in projects.indices where !seen.contains(candidate) && projects[candidate].kind == .swiftPackage {
                    let read = projects[candidate]
                    let matches = reference.path.map { $0 == read.path } ?? (read.identity == reference.identity)
                    if matches {
                        seen.insert(candidate)
                        pending.append(candidate)
                    }
                }
            }
        }
        return seen
    }

    /// How reports and layers' `targets:` name the project at `index`: an Xcode project by its
    /// `.xcodeproj` (`App/Shop.xcodeproj`), a package by its manifest (`Package.swift`, `Modules/Package.swift`).
    public func label(ofProject index: Int) -> String {
        let project = projects[index]
        return project.kind == .swiftPackage ? RelativePath.join(project.path, "Package.swift") : project.path
    }

    /// The target at `index` as reports name it: its name, qualified by its project (`Shop.xcodeproj › Shop`)
    /// when a target of another checked project has the same name.
    public func displayName(ofTarget index: Int) -> String {
        let target = targets[index]
        guard sharedTargetNames.contains(target.description.name) else { return target.description.name }
        return "\(label(ofProject: target.project)) › \(target.description.name)"
    }

    /// The target at `index` as a layer's `targets:` may name it with its project: `Package.swift:Shop`.
    public func qualifiedName(ofTarget index: Int) -> String {
        "\(label(ofProject: targets[index].project)):\(targets[index].description.name)"
    }

    /// Whether any project was read (else the folder convention places files, as before projects were read).
    public var isEmpty: Bool { projects.isEmpty }

    /// The targets (indices into ``targets``) whose files form the module `name`.
    public func targets(ofModule name: String) -> [Int] {
        targetsByModule[name] ?? []
    }

    /// Whether some read project or package forms the module `name`.
    public func knowsModule(_ name: String) -> Bool {
        targetsByModule[name] != nil
    }

    /// The projects and packages (by index) whose modules `target` can import: its own, and the
    /// packages its project depends on, directly or not.
    public func visibleProjects(from target: Int) -> Set<Int> {
        visibleProjects[targets[target].project]
    }

    /// Whether a project or package that `target` can see forms the module `name`: a package
    /// that is no dependency of the target's own cannot be what its `import` names (a system
    /// module, or a sibling package of the same module name).
    public func knowsModule(_ name: String, from target: Int) -> Bool {
        guard let forming = targetsByModule[name] else { return false }
        let visible = visibleProjects[targets[target].project]
        return forming.contains { visible.contains(targets[$0].project) }
    }

    /// For each of `files` (paths relative to the root, clean), the targets of checked projects
    /// that compile it, sorted by index.
    public func targets(ofFiles files: [String]) -> [[Int]] {
        var explicit: [String: [Int]] = [:]
        // Keyed by substrings, so a file's folders are looked up without making a string of each.
        var folders: [Substring: [(target: Int, folder: SourceSet.Folder)]] = [:]
        for (index, target) in targets.enumerated() where projects[target.project].isChecked {
            for file in target.description.sources.files { explicit[file, default: []].append(index) }
            for folder in target.description.sources.folders { folders[Substring(folder.path), default: []].append((index, folder)) }
        }
        let rootFolders = folders["."] ?? []
        return files.map { file in
            var found = explicit[file] ?? []
            if !folders.isEmpty {
                // Every folder above the file; each is looked up once.
                for (target, folder) in rootFolders where folder.contains(file) { found.append(target) }
                // By UTF-8 code unit: walking characters cost more than the lookups.
                let utf8 = file.utf8
                var position = utf8.startIndex
                while position < utf8.endIndex {
                    if utf8[position] == UInt8(ascii: "/"), let candidates = folders[file[..<position]] {
                        for (target, folder) in candidates where folder.contains(file) { found.append(target) }
                    }
                    position = utf8.index(after: position)
                }
            }
            if found.count > 1 { found = Array(Set(found)).sorted() }
            return found
        }
    }

    /// The targets `target` reaches through its declared dependencies, directly or not (itself excluded).
    public func reachableTargets(from target: Int) -> Set<Int> {
        var seen: Set<Int> = []
        var stack = dependencies[target].flatMap(\.targets)
        while let next = stack.popLast() {
            guard next != target, seen.insert(next).inserted else { continue }
            stack += dependencies[next].flatMap(\.targets)
        }
        return seen
    }

    private static func resolve(
        _ dependency: DeclaredDependency, of project: Int, in projects: [ProjectDescription], targets: [Target]
    ) -> ResolvedDependency {
        func target(named name: String, in project: Int) -> Int? {
            targets.indices.first { targets[$0].project == project && targets[$0].description.name == name }
        }
        func productTargets(named name: String, packageNamed package: String?) -> [Int]? {
            let owner = projects[project]
            for reference in owner.packages where package.map(reference.isNamed) ?? true {
                guard let dependencyProject = projects.indices.first(where: { candidate in
                    let read = projects[candidate]
                    guard read.kind == .swiftPackage, candidate != project else { return false }
                    if let path = reference.path { return read.path == path }
                    return read.identity == reference.identity
                }) else { continue }
                guard let product = projects[dependencyProject].products.first(where: { $0.name == name }) else {
                    if package != nil { return [] }
                    continue
                }
                return product.targets.compactMap { target(named: $0, in: dependencyProject) }
            }
            return nil
        }
        switch dependency.kind {
        case .target:
            // Tuist's `.project(target:path:)` names the project the target is in.
            if let path = dependency.project, let owner = projects.indices.first(where: { projects[$0].path == path }),
               let found = target(named: dependency.name, in: owner) {
                return ResolvedDependency(declared: dependency, targets: [found], assumedModules: [])
            }
            if let local = target(named: dependency.name, in: project) {
                return ResolvedDependency(declared: dependency, targets: [local], assumedModules: [])
            }
            let elsewhere = targets.indices.filter { targets[$0].description.name == dependency.name }
            return ResolvedDependency(declared: dependency, targets: elsewhere, assumedModules: elsewhere.isEmpty ? [dependency.name] : [])
        case .byName:
            if let local = target(named: dependency.name, in: project) {
                return ResolvedDependency(declared: dependency, targets: [local], assumedModules: [])
            }
            if let product = productTargets(named: dependency.name, packageNamed: nil) {
                return ResolvedDependency(declared: dependency, targets: product, assumedModules: [])
            }
            let elsewhere = targets.indices.filter { targets[$0].description.name == dependency.name && projects[targets[$0].project].kind != .swiftPackage }
            return ResolvedDependency(declared: dependency, targets: elsewhere, assumedModules: elsewhere.isEmpty ? [dependency.name] : [])
        case .product:
            if let product = productTargets(named: dependency.name, packageNamed: dependency.package), !product.isEmpty {
                return ResolvedDependency(declared: dependency, targets: product, assumedModules: [])
            }
            // An Xcode project's product of a package the workspace (not the project) lists names no package.
            if dependency.package == nil, let owner = projects.indices.first(where: { candidate in
                candidate != project && projects[candidate].kind == .swiftPackage && projects[candidate].products.contains { $0.name == dependency.name }
            }), let product = projects[owner].products.first(where: { $0.name == dependency.name }) {
                return ResolvedDependency(declared: dependency, targets: product.targets.compactMap { target(named: $0, in: owner) }, assumedModules: [])
            }
            return ResolvedDependency(declared: dependency, targets: [], assumedModules: [TargetDescription.moduleName(forTargetNamed: dependency.name)])
        }
    }
}
