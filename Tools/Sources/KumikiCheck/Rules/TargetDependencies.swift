import KumikiProjects
import KumikiSourceFiles

/// What each target of the projects read may import and does import, worked out once per
/// check for `undeclared-dependency` and `unused-dependency`.
///
/// A target may import its own module, every module its declared dependencies provide (a
/// target's module, a product's targets' modules), and every module those re-export with
/// `@_exported import`, transitively.
struct TargetDependencies: Sendable {
    /// For each target, the modules its analysed files import.
    let imported: [Set<String>]
    /// For each target, the modules its analysed files re-export.
    let reexported: [Set<String>]
    private let index: ProjectIndex

    /// Collects what the model's files import, by target: an import in a branch of an `#if` that the
    /// target's builds never compile is not the target's.
    init(model: ProjectModel) {
        self.init(index: model.projects.index, files: model.files, placements: model.placements) { file, target in
            model.regionOutcomes(ofFileAt: file, target: target)
        }
    }

    /// Collects what `files`, compiled by the targets `placements` give them, import, by target;
    /// `outcomes` gives what a file's `#if` regions come to in a target (none: every import counts).
    init(
        index: ProjectIndex, files: [FileFacts], placements: [ProjectModel.Placement],
        outcomes: ((Int, Int) -> [CompilationCondition.Outcome])? = nil
    ) {
        self.index = index
        var imported = [Set<String>](repeating: [], count: index.targets.count)
        var reexported = index.targets.map { Set($0.description.reexports) }
        for fileIndex in files.indices {
            let file = files[fileIndex]
            for target in placements[fileIndex].targets {
                let regions = file.conditionalRegions.isEmpty ? [] : outcomes?(fileIndex, target) ?? []
                for statement in file.imports {
                    if !regions.isEmpty, let region = file.conditionalRegion(at: statement.position), regions[region] == .skipped { continue }
                    let module = file[statement.module]
                    imported[target].insert(module)
                    if statement.isExported { reexported[target].insert(module) }
                }
            }
        }
        self.imported = imported
        self.reexported = reexported
    }

    /// `modules` and every module they re-export, transitively.
    func withReexports(_ modules: Set<String>) -> Set<String> {
        var result = modules
        var pending = Array(modules)
        while let module = pending.popLast() {
            for target in index.targets(ofModule: module) {
                for exported in reexported[target] where result.insert(exported).inserted {
                    pending.append(exported)
                }
            }
        }
        return result
    }

    /// The modules a resolved dependency provides, re-exports included.
    func provided(by dependency: ProjectIndex.ResolvedDependency) -> Set<String> {
        withReexports(Set(dependency.targets.map { index.targets[$0].description.moduleName } + dependency.assumedModules))
    }

    /// The modules `target` may import: its own, what its dependencies provide, and for a test
    /// bundle an app hosts, everything the app may import, since the bundle is loaded into it.
    func visibleModules(of target: Int) -> Set<String> {
        var modules: Set<String> = []
        var pending = [target]
        var seen: Set<Int> = []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            modules.insert(index.targets[next].description.moduleName)
            for dependency in index.dependencies[next] { modules.formUnion(provided(by: dependency)) }
            if let host = host(of: next) { pending.append(host) }
        }
        return withReexports(modules)
    }

    /// The app that hosts the test bundle `target`: the one its project names (`TEST_HOST`), else,
    /// for a unit-test bundle, the app it depends on (XcodeGen and Tuist make that the host).
    func host(of target: Int) -> Int? {
        let description = index.targets[target].description
        guard description.kind == .unitTest else { return nil }
        let apps = index.dependencies[target].flatMap(\.targets).filter { index.targets[$0].description.kind == .app }
        if let named = description.host {
            return apps.first { index.targets[$0].description.name == named }
                ?? index.targets.indices.first { index.targets[$0].project == index.targets[target].project && index.targets[$0].description.name == named }
        }
        return apps.first
    }

    /// How `module` links into `target` today without being declared: the first declared dependency
    /// (in the order declared) from which a target of the module can be reached, with the chain of
    /// targets from the importer through that dependency to the module's. Dependencies whose targets
    /// are imported (libraries, frameworks, package products) are tried before those that are only
    /// embedded or hosted (an app extension, an app), because those are not how the module reaches
    /// the importer's code.
    func indirectRoute(from target: Int, to module: String) -> (dependency: String, chain: [String])? {
        let importer = index.targets[target].description
        let forming = Set(index.targets(ofModule: module).filter { importer.sharesPlatform(with: index.targets[$0].description) })
        guard !forming.isEmpty else { return nil }
        let declared = index.dependencies[target]
        func isImported(_ dependency: ProjectIndex.ResolvedDependency) -> Bool {
            dependency.targets.isEmpty || dependency.targets.contains { index.targets[$0].description.kind.isImportedByDependents }
        }
        for dependency in declared.filter(isImported) + declared.filter({ !isImported($0) }) {
            // Breadth first, so the chain shown is the shortest from this dependency.
            var previous: [Int: Int] = [:]
            var queue = dependency.targets.filter { $0 != target }
            var seen = Set(queue)
            var head = 0
            while head < queue.count {
                let current = queue[head]
                head += 1
                if forming.contains(current) {
                    var path = [current]
                    while let before = previous[path[0]] { path.insert(before, at: 0) }
                    let names = [index.displayName(ofTarget: target)] + path.map { index.displayName(ofTarget: $0) }
                    // A product named like its first target reads once: App → Timeline → DesignSystem.
                    let chain = dependency.declared.name == names[1] ? names : [names[0], dependency.declared.name] + names.dropFirst()
                    return (dependency.declared.name, chain)
                }
                for next in index.dependencies[current].flatMap(\.targets) where next != target && seen.insert(next).inserted {
                    previous[next] = current
                    queue.append(next)
                }
            }
        }
        return nil
    }

    /// The declaration that lets `target` import `module`, as an edit of its project: a target of
    /// the same project, else a library product of the package that forms the module (with that
    /// package, when the manifest does not depend on it yet and it is a local package the check
    /// read), else, for an Xcode project, a framework of another Xcode project (a subproject's).
    /// A pod is added to the target's block of the Podfile that links its pods. `nil` for a
    /// module no product vends, and for a pod of a target no Podfile block links.
    func edit(adding module: String, to target: Int) -> DependencyEdit? {
        let owner = index.targets[target]
        let project = index.projects[owner.project]
        let forming = index.targets(ofModule: module).filter { owner.description.sharesPlatform(with: index.targets[$0].description) }
        if let pod = forming.first(where: { index.projects[index.targets[$0].project].kind == .cocoaPods }) {
            return podEdit(adding: pod, to: target)
        }
        let location = owner.description.location.map { SourceLocation(file: $0.file, line: $0.line, column: $0.column) }
        func edit(_ dependency: DeclaredDependency, package: PackageReference? = nil) -> DependencyEdit {
            DependencyEdit(
                action: .add, projectKind: project.kind, project: project.path, target: owner.description.name, dependency: dependency,
                package: package, location: location)
        }
        if let sibling = forming.first(where: { index.targets[$0].project == owner.project && $0 != target }) {
            return edit(DeclaredDependency(kind: .target, name: index.targets[sibling].description.name))
        }
        // A package the project already references comes first; then, for an Xcode project, a framework
        // of another Xcode project (which the project file must reference); last, a local package to add.
        var unreferenced: DependencyEdit?
        for candidate in forming {
            let vendor = index.projects[index.targets[candidate].project]
            let name = index.targets[candidate].description.name
            guard vendor.kind == .swiftPackage,
                  let product = vendor.products.first(where: { $0.kind == .library && $0.targets.contains(name) })
            else { continue }
            let declared = project.packages.first { reference in
                (reference.path != nil && reference.path == vendor.path) || (vendor.identity != nil && reference.identity == vendor.identity)
            }
            if let declared {
                // A remote package is named by its identity, a local one by its name, else its folder's (the identity as written).
                let named = declared.name.flatMap { $0 == "." || $0 == ".." ? nil : $0 }
                let packageName = declared.path.map { named ?? Self.folderName($0, of: vendor) } ?? declared.identity
                return edit(DeclaredDependency(kind: .product, name: product.name, package: packageName))
            }
            // Only a local package can be added: a remote one's URL and version are the team's choice.
            let isLocal = vendor.isChecked || index.projects.contains { $0.packages.contains { $0.path == vendor.path } }
            guard unreferenced == nil, isLocal, let identity = vendor.identity else { continue }
            let reference = PackageReference(identity: identity, name: vendor.name, path: vendor.path)
            // SwiftPM knows a package added by path by its folder's name.
            unreferenced = edit(DeclaredDependency(kind: .product, name: product.name, package: Self.folderName(vendor.path, of: vendor)),
                                package: reference)
        }
        if project.kind == .xcodeProject, let framework = forming.first(where: { candidate in
            index.projects[index.targets[candidate].project].kind == .xcodeProject && index.targets[candidate].description.kind.isImportedByDependents
        }) {
            let other = index.targets[framework]
            return edit(DeclaredDependency(kind: .target, name: other.description.name, project: index.projects[other.project].path))
        }
        return unreferenced
    }

    /// The `pod` line that lets `target` import the pod `pod`: in the block of the Podfile target
    /// whose pods `target` links (its `Pods-<name>` aggregate), so a pod it reaches only through
    /// another pod becomes its own.
    private func podEdit(adding pod: Int, to target: Int) -> DependencyEdit? {
        let podfile = index.targets[pod].project
        let aggregates = index.dependencies[target].flatMap(\.targets).filter { index.targets[$0].project == podfile }
        guard let aggregate = aggregates.first(where: { index.targets[$0].description.integration != nil }),
              let block = index.targets[aggregate].description.integration?.target
        else { return nil }
        let location = index.targets[aggregate].description.location.map { SourceLocation(file: $0.file, line: $0.line, column: $0.column) }
        return DependencyEdit(
            action: .add, projectKind: .cocoaPods, project: index.projects[podfile].path, target: block,
            dependency: DeclaredDependency(kind: .target, name: index.targets[pod].description.name), location: location)
    }

    /// The name SwiftPM gives a package added by `path`: its folder's, or the package's own for the checked root (`.`).
    private static func folderName(_ path: String, of package: ProjectDescription) -> String {
        let last = RelativePath.lastComponent(of: path)
        return last == "." || last == ".." ? package.name : last
    }

    /// What `target` should declare to import `module`, in its project's own terms: the edit
    /// ``edit(adding:to:)`` makes, in words, where there is one.
    func declaration(for module: String, in target: Int) -> String {
        let project = index.projects[index.targets[target].project]
        let forming = index.targets(ofModule: module)
        // A pod is declared in the Podfile, under the target that takes it.
        if let pod = forming.first(where: { index.projects[index.targets[$0].project].kind == .cocoaPods }) {
            let podfile = index.projects[index.targets[pod].project].path
            return "add `pod '\(index.targets[pod].description.name)'` to target '\(index.targets[target].description.name)' in \(podfile)"
        }
        let edit = edit(adding: module, to: target)
        switch project.kind {
        case .xcodeGenSpec:
            guard let edit else { return "add the package or framework that provides \(module) to its dependencies in \(project.path)" }
            let entry = edit.dependency.kind == .product
                ? "`- package: \(edit.dependency.package ?? edit.dependency.name)` with `product: \(edit.dependency.name)`"
                : "`- target: \(edit.dependency.name)`"
            return "add \(entry) to its dependencies in \(project.path)"
        case .swiftPackage:
            guard let edit else { return "declare the module \(module) in its dependencies" }
            guard edit.dependency.kind == .product, let package = edit.dependency.package else {
                return "add \"\(edit.dependency.name)\" to its dependencies"
            }
            return "add .product(name: \"\(edit.dependency.name)\", package: \"\(package)\") to its dependencies"
                + (edit.package == nil ? "" : " (and the package to the manifest's dependencies)")
        default:
            return "add \(module) to the target's Frameworks, Libraries, and Embedded Content"
        }
    }
}
