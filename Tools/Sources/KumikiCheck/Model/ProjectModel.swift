import KumikiProjects
import KumikiSourceFiles

/// The project as the rules see it: every file's facts, the layer of each
/// file and declared type, and the dependency edges between layers.
public struct ProjectModel: Sendable {
    /// The configuration in force.
    public let configuration: Configuration
    /// Every analysed file.
    public private(set) var files: [FileFacts]
    /// The Xcode projects and Swift packages read, if any.
    public let projects: LoadedProjects
    /// The files that no target of a checked project compiles, which were therefore not
    /// analysed (unless `check_unbuilt` is on, when they are in ``files`` too).
    public let unbuiltFiles: [String]
    /// For each target of ``projects`` (by index), whether every Swift file it compiles was
    /// analysed, so that what its files import is known in full.
    let isFullyAnalysed: [Bool]
    /// The kind (`class`, `protocol`, …) of every type declared in the project, built on each access.
    public var typeKinds: [String: FileFacts.DeclaredType.Kind] {
        Dictionary(zip(types.names, types.entries).compactMap { name, entry in entry.kind.map { (name, $0) } },
                   uniquingKeysWith: { first, _ in first })
    }
    /// The layer of every declared type that has one, built on each access.
    public var typeLayers: [String: String] {
        Dictionary(zip(types.names, types.entries).compactMap { name, entry in entry.layer.map { (name, $0) } },
                   uniquingKeysWith: { first, _ in first })
    }
    /// The first target of every file that has one (a target of the projects read, or the
    /// folder under `Sources/` when none was read), built on each access.
    public var fileTargets: [String: String] {
        var targets: [String: String] = [:]
        for (file, placement) in zip(files, placements) {
            targets[file.path] = placement.targets.first.map { projects.index.targets[$0].description.name } ?? placement.target
        }
        return targets
    }

    /// The names of the targets that compile `files[index]`, sorted.
    public func targetNames(ofFileAt index: Int) -> [String] {
        placements[index].targetNames(in: projects.index)
    }

    /// The targets that compile `files[index]` with their projects (``ProjectIndex/label(ofProject:)``),
    /// sorted by target name then project; empty when no project was read.
    public func memberships(ofFileAt index: Int) -> [(target: String, project: String, displayName: String)] {
        let index = placements[index].targets
        return index.map { target in
            (projects.index.targets[target].description.name, projects.index.label(ofProject: projects.index.targets[target].project),
             projects.index.displayName(ofTarget: target))
        }
        .sorted { ($0.target, $0.project) < ($1.target, $1.project) }
    }

    /// The modules `files[index]` belongs to: its targets' module names (the folder under
    /// `Sources/` when no project was read).
    func moduleNames(ofFileAt index: Int) -> [String] {
        fileModules[index]
    }

    /// The names of the targets that form the module `module` (the module's own name when no
    /// project describes it).
    func targetNames(ofModule module: String) -> [String] {
        let targets = projects.index.targets(ofModule: module)
        return targets.isEmpty ? [module] : targets.map { projects.index.targets[$0].description.name }
    }

    private static func compositionRoot(configuration: Configuration, files: [FileFacts], placements: [Placement]) -> String? {
        guard configuration.layers.count > 1, let top = configuration.layers.first?.name,
              configuration.layers.allSatisfy({ configuration.allowedDependencies[$0.name].map { !$0.contains(top) } ?? false })
        else { return nil }
        return files.indices.contains { placements[$0].layer == top && files[$0].declaresEntryPointType } ? top : nil
    }

    /// The targets (indices into ``projects``' index) that compile `files[index]`.
    public func targets(ofFileAt index: Int) -> [Int] {
        placements[index].targets
    }

    /// Each file's placement, in the order of `files`: the rules ask for it by index,
    /// so checking a file hashes no path.
    let placements: [Placement]
    /// The composition root: the top layer, when no layer may depend on it and it holds the app's
    /// entry point (a top layer of screens is no composition root, whatever uses it).
    public let compositionRoot: String?
    /// ``typeKinds`` and ``typeLayers`` as the rules look them up, once per type reference, with
    /// every declaration of each name for references to be resolved among.
    private let types: TypeTable
    /// For each file, the modules it belongs to (its targets' modules, or its folder under `Sources/`).
    private let fileModules: [[String]]
    /// Every module of the project: the checked projects' targets', or the folders under `Sources/`.
    private let moduleNames: Set<String>
    /// For each target of the projects read, the modules it may import.
    private let targetVisibleModules: [Set<String>]
    /// With no project read: the modules each module (a folder under `Sources/`) re-exports.
    private let conventionReexports: [String: Set<String>]
    /// The layer of every module an `import` can tie to a layer, worked out once: the rules ask
    /// for each import of every file, and each answer scanned every layer's targets and patterns.
    private let moduleLayers: [String: String]
    /// The member types each type inherits from its conformances and superclasses.
    private let inheritedMemberTypes: InheritedMemberTypes
    /// The files' `#if` conditions, parsed once each, by their text.
    private let compilationConditions: [String: CompilationCondition]
    /// What each target's builds define (platforms, compilation conditions, linkable modules), by target index.
    let buildEnvironments: [BuildEnvironment]
    /// The modules each module re-exports with `@_exported import` in any of its files: its own files
    /// and every file that imports it see them.
    private let moduleReexports: [String: Set<String>]

    /// Builds the model of files placed by the folder convention (no project read).
    public init(configuration: Configuration, files: [FileFacts]) {
        let placements = files.concurrentMap { ProjectModel.placement(of: PathComponents($0.path), in: configuration) }
        self.init(configuration: configuration, files: files, placements: placements)
    }

    /// Where a file sits in the project: its targets, its layer by path glob or target, and
    /// whether it is test code.
    struct Placement: Sendable {
        /// With no project read: the folder under `Sources/` it is in.
        var target: String?
        /// The targets of the projects read that compile it, by index.
        var targets: [Int] = []
        var layer: String?
        var isTestCode: Bool

        /// The names of its targets: the projects' targets, else the folder convention's.
        func targetNames(in index: ProjectIndex) -> [String] {
            targets.isEmpty ? target.map { [$0] } ?? [] : targets.map { index.targets[$0].description.name }.sorted()
        }
    }

    /// Where the file at `path` sits when no project was read.
    static func placement(of path: PathComponents, in configuration: Configuration) -> Placement {
        let target = ProjectModel.target(of: path)
        return Placement(
            target: target, layer: ProjectModel.layer(ofPath: path, targets: target.map { [$0] } ?? [], in: configuration),
            isTestCode: isTestCode(path))
    }

    /// Where the file at `path`, compiled by `targets` of `index`, sits: test code when only test
    /// targets compile it (or, in no target, by the folder convention). A file an app target and its
    /// test target both compile, as Xcode projects often do, is the app's code.
    static func placement(of path: PathComponents, targets: [Int], index: ProjectIndex, in configuration: Configuration) -> Placement {
        guard !index.isEmpty else { return placement(of: path, in: configuration) }
        let isTest = targets.isEmpty ? isTestCode(path) : targets.allSatisfy { index.targets[$0].description.kind.isTest }
        // Test code, wherever it sits (a `__tests__` folder inside a feature), is in no layer a folder's
        // glob gives: only a layer that names its test target takes it.
        let layer = match(ofPath: isTest && !targets.isEmpty ? nil : path, targets: targets, index: index, in: configuration)?.layer
        return Placement(target: nil, targets: targets, layer: layer, isTestCode: isTest)
    }

    /// The layer `path`, compiled by `targets` of `index`, is in by its path, else by its targets. A file
    /// a module and an app or extension both compile is at home in the module: the module's layer takes it
    /// before an App layer tried first that names the extension.
    static func match(ofPath path: PathComponents?, targets: [Int], index: ProjectIndex, in configuration: Configuration) -> LayerMatch? {
        // A layer's `targets:` may name a target with its project (`Package.swift:Shop`), when two projects have a target of one name.
        func names(_ targets: [Int]) -> [String] {
            targets.map { index.targets[$0].description.name } + targets.map(index.qualifiedName(ofTarget:))
        }
        if targets.count > 1 {
            let modules = targets.filter { index.targets[$0].description.kind.isImportedByDependents }
            if !modules.isEmpty, modules.count < targets.count, let home = match(ofPath: path, targets: names(modules), in: configuration) {
                return home
            }
        }
        return match(ofPath: path, targets: names(targets), in: configuration)
    }

    /// Whether `path` is test code: a `Tests` folder (or one ending in `Tests`) or a `…Tests.swift` file.
    static func isTestCode(_ path: PathComponents) -> Bool {
        (0..<path.count).contains { path.component($0, hasSuffix: "Tests") || path.component($0, hasSuffix: "Tests.swift") }
    }

    /// Builds the model from each file's placement, already worked out (in parallel) by the runner.
    init(
        configuration: Configuration, files: [FileFacts], placements: [Placement], projects: LoadedProjects = .none,
        unbuiltFiles: [String] = [], isFullyAnalysed: [Bool] = []
    ) {
        self.configuration = configuration
        self.files = files
        self.placements = placements
        self.projects = projects
        compositionRoot = Self.compositionRoot(configuration: configuration, files: files, placements: placements)
        self.unbuiltFiles = unbuiltFiles
        self.isFullyAnalysed = isFullyAnalysed
        let fileModules = placements.map { placement -> [String] in
            placement.targets.isEmpty ? placement.target.map { [$0] } ?? [] : placement.targets.map { projects.index.targets[$0].description.moduleName }
        }
        self.fileModules = fileModules
        var moduleNames = Set(fileModules.joined())
        for target in projects.index.targets where projects.index.projects[target.project].isChecked {
            moduleNames.insert(target.description.moduleName)
        }
        self.moduleNames = moduleNames
        var types = TypeTable(capacity: files.reduce(0) { $0 + $1.types.count })
        // Nested types whose layer or path needs every name declared first (below).
        var deferred: [(file: Int, type: Int)] = []
        for index in files.indices {
            // The names' bytes are declared as they are: a type's name becomes a string only when
            // its file has no layer and its suffix is asked. The file is read in place, never
            // copied: a copy retained each of its buffers, a few milliseconds over 10,000 files.
            let fileLayer = placements[index].layer, names = files[index].names
            for (typeIndex, type) in files[index].types.enumerated() where type.kind != .extension {
                if let scope = type.scope {
                    // Local types are left out: only the code around them sees them, in its scopes.
                    guard files[index].scopes.indices.contains(scope), !files[index].scopes[scope].isLocal else { continue }
                }
                names.withBytes(at: type.name.index) { name in
                    // A nested type gives its simple name no layer: code elsewhere reaches it through
                    // its enclosing type, and `State` or `Action` in a reducer is not SwiftUI's `@State`.
                    let layer = type.isNested ? nil : fileLayer ?? ProjectModel.layer(
                        ofTypeNamed: String(decoding: name, as: UTF8.self), in: configuration)
                    let entry = types.declare(name, kind: type.kind, layer: layer)
                    let region = files[index].conditionalRegion(at: type.position)
                    guard let scope = type.scope else {
                        // Facts made without scopes do not say what a nested type is nested in.
                        if !type.isNested {
                            types.add(TypeTable.Declaration(
                                enclosing: [], kind: type.kind, layer: layer, file: index, access: type.access, region: region), toEntryAt: entry)
                        }
                        return
                    }
                    let path = files[index].scopes[scope].path.dropLast()
                    // A path that may start with a module (`extension Foundation.URL { struct Part {} }`)
                    // or a file with no layer needs the other files' types: it waits.
                    guard let fileLayer, path.count <= 1 else {
                        deferred.append((index, typeIndex))
                        return
                    }
                    let enclosing = path.map { names[$0.index] }
                    types.add(
                        TypeTable.Declaration(enclosing: enclosing, kind: type.kind, layer: fileLayer, file: index, access: type.access, region: region),
                        toEntryAt: entry)
                }
            }
            for declaration in files[index].topLevelDeclarations where declaration.kind == .typealias {
                names.withBytes(at: declaration.name.index) { name in
                    let layer = fileLayer ?? ProjectModel.layer(ofTypeNamed: String(decoding: name, as: UTF8.self), in: configuration)
                    types.add(TypeTable.Declaration(enclosing: [], kind: nil, layer: layer, file: index, access: declaration.access), named: name)
                }
            }
        }
        var reexports: [String: Set<String>] = [:]
        for (file, modules) in zip(files, fileModules) {
            let exported = file.imports.filter(\.isExported).map { file[$0.module] }
            guard !exported.isEmpty else { continue }
            for module in modules { reexports[module, default: []].formUnion(exported) }
        }
        if projects.index.isEmpty {
            targetVisibleModules = []
            conventionReexports = reexports
            buildEnvironments = []
        } else {
            let dependencies = TargetDependencies(index: projects.index, files: files, placements: placements)
            let visible = Array(projects.index.targets.indices).concurrentMap { dependencies.visibleModules(of: $0) }
            targetVisibleModules = visible
            conventionReexports = [:]
            // What packages read but not checked re-export is known from their targets.
            for target in projects.index.targets where !target.description.reexports.isEmpty {
                reexports[target.description.moduleName, default: []].formUnion(target.description.reexports)
            }
            buildEnvironments = projects.index.targets.indices.map { target in
                BuildEnvironment(of: projects.index.targets[target].description, linkableModules: visible[target], projectModules: moduleNames)
            }
        }
        moduleReexports = reexports
        var conditionTexts: Set<String> = []
        for file in files where !file.conditionalRegions.isEmpty {
            for region in file.conditionalRegions { conditionTexts.insert(file[region.condition]) }
        }
        compilationConditions = Dictionary(uniqueKeysWithValues: conditionTexts.map { ($0, CompilationCondition(parsing: $0)) })
        ProjectModel.addDeclarations(deferred, of: files, placements: placements, moduleNames: moduleNames, to: &types, in: configuration)
        self.types = types
        inheritedMemberTypes = InheritedMemberTypes(files: files)
        moduleLayers = ProjectModel.moduleLayers(
            knownTargets: Set(placements.compactMap(\.target)), index: projects.index, in: configuration)
    }

    /// Adds the nested types whose declaration needed every name known: those whose path may
    /// start with a module, and those of files with no layer, which take their outermost type's.
    private static func addDeclarations(
        _ deferred: [(file: Int, type: Int)], of files: [FileFacts], placements: [Placement], moduleNames: Set<String>,
        to types: inout TypeTable, in configuration: Configuration
    ) {
        for (index, typeIndex) in deferred {
            let file = files[index], type = file.types[typeIndex], fileLayer = placements[index].layer
            guard let scope = type.scope else { continue }
            var enclosing = file.scopes[scope].path.dropLast().map { file[$0] }
            // `extension Foundation.URL { struct Part {} }` nests Part in URL: a module names no type.
            if enclosing.count > 1, moduleNames.contains(enclosing[0]) || file.imports.contains(where: { file[$0.module] == enclosing[0] }),
               enclosing[0].withUTF8Bytes({ types.kind(of: $0) }) == nil {
                enclosing.removeFirst()
            }
            let layer = fileLayer ?? (enclosing.first.flatMap { types.layer(of: $0) })
                ?? ProjectModel.layer(ofTypeNamed: enclosing.first ?? file[type.name], in: configuration)
            file.withBytes(of: type.name) { name in
                types.add(TypeTable.Declaration(
                    enclosing: enclosing, kind: type.kind, layer: layer, file: index, access: type.access,
                    region: file.conditionalRegion(at: type.position)), named: name)
            }
        }
    }

    /// Every declaration of the type or typealias whose name is the UTF-8 bytes `name`; `nil` when the project declares none.
    func declarations(named name: UnsafeBufferPointer<UInt8>) -> [TypeTable.Declaration]? {
        types.declarations(named: name)
    }

    /// The index of what the project declares of the type name whose UTF-8 bytes are `name`.
    func declarationEntryIndex(named name: UnsafeBufferPointer<UInt8>) -> Int? {
        types.entryIndex(named: name)
    }

    /// The top-level declarations of the entry at `index`.
    func topLevelDeclarations(ofEntry index: Int) -> [TypeTable.Declaration] {
        types.entries[index].topLevel
    }

    /// Whether some type of the project inherits a member type (an associated type of a conformance).
    var hasInheritedMemberTypes: Bool { !inheritedMemberTypes.isEmpty }

    /// Whether the type called `type` has a member type called `name` from a protocol it conforms to
    /// (`Content` in a `ViewModifier`), which hides the project's types of that name inside it.
    func inheritsMemberType(named name: String, into type: String) -> Bool {
        inheritedMemberTypes.inherits(name, into: type)
    }

    /// The project's classes and protocols the type called `type` inherits from, nearest first.
    func ancestors(of type: String) -> [String] {
        inheritedMemberTypes.ancestors(of: type)
    }

    /// Whether any declaration of the entry at `index` is nested in a type.
    func hasNestedDeclarations(ofEntry index: Int) -> Bool {
        !types.entries[index].nested.isEmpty
    }

    /// The declarations of the entry at `index` nested directly in the type at `path`.
    func nestedDeclarations(ofEntry index: Int, in path: [String]) -> [TypeTable.Declaration] {
        types.entries[index].nested(in: path)
    }

    /// Every declaration of the type written `name`, as a reference written at file scope would
    /// see it: a simple name (`CountryDetails`) matches the top-level declarations, a qualified one
    /// (`DBModel.CountryDetails`) the types nested in that path; each with its layer and file.
    public func typeDeclarations(named name: String) -> [ResolvedTypeReference] {
        var path = name.split(separator: ".").map(String.init)
        guard let simple = path.popLast() else { return [] }
        let found = simple.withUTF8Bytes { types.declarations(named: $0) } ?? []
        return found.filter { $0.enclosing == path || (path.count == 1 && $0.isTopLevel && fileModules[$0.file].contains(path[0])) }
            .map { declaration in
                ResolvedTypeReference(
                    name: (declaration.enclosing + [simple]).joined(separator: "."), status: .resolved, layer: declaration.layer,
                    declaredIn: files[declaration.file].path)
            }
    }

    /// Whether `name` is a module of the project: a target's, or a folder under `Sources/` when no project was read.
    func isModuleName(_ name: String) -> Bool {
        moduleNames.contains(name)
    }

    /// The modules `files[index]` can see besides its own: its targets' dependencies and what they
    /// re-export, and what the file imports (with what that re-exports).
    func visibleModules(ofFileAt index: Int) -> Set<String> {
        let file = files[index]
        var visible = Set(file.imports.map { file[$0.module] })
        let targets = placements[index].targets
        if targets.isEmpty {
            visible.formUnion(fileModules[index])
            var pending = Array(visible)
            while let module = pending.popLast() {
                for exported in conventionReexports[module] ?? [] where visible.insert(exported).inserted { pending.append(exported) }
            }
        } else {
            for target in targets where targetVisibleModules.indices.contains(target) { visible.formUnion(targetVisibleModules[target]) }
        }
        return visible
    }

    /// The model with `facts` in place of `files[index]`, which must offer what the file it
    /// replaces did (``FileFacts/offersTheSame(as:)``): the types' table and the modules' layers
    /// are kept, not built again from every file.
    func replacingFile(at index: Int, with facts: FileFacts) -> ProjectModel {
        var model = self
        model.files[index] = facts
        return model
    }

    /// The layer of the module an `import` names: a layer's exact target name anywhere, or
    /// a `*Suffix` pattern for targets of this project only (so `*UI` never takes `SwiftUI`).
    public func layer(ofModule module: String) -> String? {
        moduleLayers[module]
    }

    /// The project's own modules (its targets, or the folders under `Sources/`) with the layer
    /// each is in, for a coding assistant asking what it may import.
    public var layersOfModules: [String: String] {
        var modules = Set(placements.compactMap(\.target))
        for target in projects.index.targets where projects.index.projects[target.project].isChecked {
            modules.insert(target.description.moduleName)
        }
        return moduleLayers.filter { modules.contains($0.key) }
    }

    /// ``layer(ofModule:)`` for every module it can answer: a layer's exact targets, this
    /// project's own targets (`knownTargets`, by the folder convention) and the modules of the
    /// checked projects' targets (matched by their target names), the first matching layer winning.
    private static func moduleLayers(knownTargets: Set<String>, index: ProjectIndex, in configuration: Configuration) -> [String: String] {
        var layers: [String: String] = [:]
        // A module of a checked project is placed by the names of the targets that form it.
        var projectModules: [String: [String]] = [:]
        for (targetIndex, target) in index.targets.enumerated() where index.projects[target.project].isChecked {
            projectModules[target.description.moduleName, default: []] += [target.description.name, index.qualifiedName(ofTarget: targetIndex)]
        }
        let exactNames = configuration.layers.flatMap(\.targets).filter { !LayerDefinition.isPattern($0) }
        for module in knownTargets.union(exactNames).union(projectModules.keys) {
            let names = projectModules[module] ?? [module]
            let layer = configuration.layers.first { layer in
                layer.targets.contains(module)
                    || ((knownTargets.contains(module) || projectModules[module] != nil) && names.contains(where: layer.containsTarget))
            }
            layers[module] = layer?.name
        }
        return layers
    }

    /// The layer a file belongs to by path or target, if any.
    public func layer(ofFile path: String) -> String? {
        if let index = files.firstIndex(where: { $0.path == path }) { return placements[index].layer }
        return ProjectModel.placement(of: PathComponents(path), in: configuration).layer
    }

    /// The layer the file at `path` belongs to by path or target, and what placed it there; a
    /// file not analysed (one about to be written) is placed by its path alone.
    public func layerMatch(ofFile path: String) -> LayerMatch? {
        if let index = files.firstIndex(where: { $0.path == path }) { return layerMatch(ofFileAt: index) }
        return ProjectModel.match(ofPath: PathComponents(path), targets: targetNames(ofFile: path), in: configuration)
    }

    /// The layer `files[index]` belongs to by path or target (a layer may name a target with its
    /// project, `Package.swift:Shop`), and what placed it there.
    func layerMatch(ofFileAt index: Int) -> LayerMatch? {
        layerMatch(ofFileAt: index, in: configuration)
    }

    /// The layer `files[index]` would belong to under `configuration` instead of the model's own:
    /// for a tool trying configurations on one reading of a project (`kumiki adopt`).
    public func layerMatch(ofFileAt index: Int, in configuration: Configuration) -> LayerMatch? {
        let targets = placements[index].targets
        guard !targets.isEmpty else {
            return ProjectModel.match(ofPath: PathComponents(files[index].path), targets: targetNames(ofFileAt: index), in: configuration)
        }
        // Test code takes no layer from a folder's glob (``placement(of:targets:index:in:)``).
        return ProjectModel.match(
            ofPath: placements[index].isTestCode ? nil : PathComponents(files[index].path), targets: targets, index: projects.index, in: configuration)
    }

    /// The targets that compile the file at `path`: those of the projects read (for a file not
    /// analysed, those whose sources would take it), else the folder under `Sources/` it is in.
    public func targetNames(ofFile path: String) -> [String] {
        if let index = files.firstIndex(where: { $0.path == path }) { return targetNames(ofFileAt: index) }
        guard !projects.index.isEmpty else { return ProjectModel.target(of: PathComponents(path)).map { [$0] } ?? [] }
        let targets = projects.index.targets(ofFiles: [path]).first ?? []
        return targets.map { projects.index.targets[$0].description.name }.sorted()
    }

    /// The layer `configuration` places a file at `path` in by its path, or by `targets` when no glob matches it.
    public static func layerMatch(ofPath path: String, targets: [String], in configuration: Configuration) -> LayerMatch? {
        match(ofPath: PathComponents(path), targets: targets, in: configuration)
    }

    /// The layer a type called `name` belongs to by its name's suffix alone, and which suffix.
    public func layerMatch(ofTypeNamed name: String) -> LayerMatch? {
        ProjectModel.match(ofTypeNamed: name, in: configuration)
    }

    /// The layer of `files[index]` by path or target, if any.
    public func layer(ofFileAt index: Int) -> String? {
        placements[index].layer
    }

    /// Whether `files[index]` is test code, where force unwraps are fine.
    public func isTestCode(fileAt index: Int) -> Bool {
        placements[index].isTestCode
    }

    /// The kind of the project's type called `name` (`class`, `protocol`, …), if the project declares one.
    func kind(ofType name: String) -> FileFacts.DeclaredType.Kind? {
        types.kind(of: name)
    }

    /// The kind of the project's type that `file` names `name`, if the project declares one.
    func kind(ofType name: FileFacts.Name, in file: FileFacts) -> FileFacts.DeclaredType.Kind? {
        file.withBytes(of: name) { types.kind(of: $0) }
    }

    /// The layer of the project's type called `name`, if it has one.
    func layer(ofType name: String) -> String? {
        types.layer(of: name)
    }

    /// The layer of code inside `enclosingType` in `path`: the file's layer, else the type's.
    public func layer(ofCodeIn path: String, enclosingType: String?) -> String? {
        layer(ofCode: layer(ofFile: path), enclosingType: enclosingType)
    }

    /// The layer of code inside `enclosingType` in a file whose own layer is `fileLayer`.
    func layer(ofCode fileLayer: String?, enclosingType: String?) -> String? {
        if let fileLayer { return fileLayer }
        guard let enclosingType else { return nil }
        return layer(ofType: enclosingType) ?? ProjectModel.layer(ofTypeNamed: enclosingType, in: configuration)
    }

    /// A type reference resolved to layers: the layer of the code that makes it and the referenced type's.
    struct TypeUse {
        /// The layer of the code that names the type.
        var from: String
        /// The named type's layer.
        var to: String
        /// Where the reference is in its file's ``FileFacts/references``.
        var referenceIndex: Int
    }

    /// The references in `files[index]` to types that belong to a layer, resolved once for
    /// both the layer-dependency rule and the layer graph. A reference that could mean types of
    /// different layers, or none it can see, is left out: no finding rests on a guess.
    func typeUses(ofFileAt index: Int) -> [TypeUse] {
        resolveReferences(ofFileAt: index).uses
    }

    /// What resolving the references of one file found: the uses of layered types, and the
    /// references left out because they could mean several layers' types or none the file sees.
    struct ReferenceResolution {
        /// The references to a type of a layer.
        var uses: [TypeUse] = []
        /// How many references name a type of the project (resolved, ambiguous or not).
        var projectReferences = 0
        /// The references (indices into the file's references) that could mean types of different layers.
        var ambiguous: [(reference: Int, layers: [String])] = []
        /// The references (indices) to a name the project declares, but to no declaration the reference can see.
        var unresolved: [Int] = []
    }

    /// The targets a file is judged in: each target that compiles it, or, with none known, one judgment (`nil`).
    func judgingTargets(ofFileAt index: Int) -> [Int?] {
        let targets = placements[index].targets
        return targets.isEmpty ? [nil] : targets.map { $0 }
    }

    /// What the `#if` regions of `files[index]` come to in the builds of `target` (`nil`: no target is
    /// known, and only what every build decides is decided), in the order of its regions.
    func regionOutcomes(ofFileAt index: Int, target: Int?) -> [CompilationCondition.Outcome] {
        let file = files[index]
        guard !file.conditionalRegions.isEmpty else { return [] }
        let environment = target.flatMap { buildEnvironments.indices.contains($0) ? buildEnvironments[$0] : nil } ?? BuildEnvironment()
        return file.conditionalRegions.map { compilationConditions[file[$0.condition]]?.evaluate(in: environment) ?? .undecided }
    }

    /// What the code at `position` of `files[index]` comes to for `target`: compiled when no `#if` is around it.
    func outcome(at position: FileFacts.Position, ofFileAt index: Int, target: Int?) -> CompilationCondition.Outcome {
        guard let region = files[index].conditionalRegion(at: position) else { return .compiled }
        return outcome(ofRegion: region, ofFileAt: index, target: target)
    }

    /// What the region `region` of `files[index]` comes to for `target`.
    func outcome(ofRegion region: Int, ofFileAt index: Int, target: Int?) -> CompilationCondition.Outcome {
        let file = files[index]
        guard file.conditionalRegions.indices.contains(region) else { return .undecided }
        let environment = target.flatMap { buildEnvironments.indices.contains($0) ? buildEnvironments[$0] : nil } ?? BuildEnvironment()
        return compilationConditions[file[file.conditionalRegions[region].condition]]?.evaluate(in: environment) ?? .undecided
    }

    /// The modules whose public declarations `files[index]` sees when `target` compiles it: those it
    /// imports in code the target may compile, what they re-export, and what its own module re-exports.
    func importedModules(ofFileAt index: Int, target: Int?, ownModules: [String]) -> Set<String> {
        let file = files[index]
        var visible = Set(ownModules)
        let outcomes = regionOutcomes(ofFileAt: index, target: target)
        for statement in file.imports {
            if !outcomes.isEmpty, let region = file.conditionalRegion(at: statement.position), outcomes[region] == .skipped { continue }
            visible.insert(file[statement.module])
        }
        var pending = Array(visible)
        while let module = pending.popLast() {
            for exported in moduleReexports[module] ?? [] where visible.insert(exported).inserted { pending.append(exported) }
        }
        return visible
    }

    /// The Objective-C names `target`'s Swift files see through its bridging header.
    func objectiveCNames(ofTarget target: Int?) -> Set<String>? {
        target.flatMap { projects.objectiveCNames[$0] }
    }

    /// Whether `target` compiles `files[index]`.
    func target(_ target: Int, compilesFileAt index: Int) -> Bool {
        placements[index].targets.contains(target)
    }

    /// Resolves every type reference of `files[index]`, in each target that compiles it: a use is
    /// counted once whichever targets find it, a reference in code a target never compiles is not
    /// resolved in that target, and the counts of ambiguous and unresolved references are the first target's.
    func resolveReferences(ofFileAt index: Int) -> ReferenceResolution {
        let targets = judgingTargets(ofFileAt: index)
        var result = resolveReferences(ofFileAt: index, target: targets[0])
        guard targets.count > 1 else { return result }
        var found = Set(result.uses.map { UseKey(reference: $0.referenceIndex, from: $0.from, to: $0.to) })
        for target in targets.dropFirst() {
            for use in resolveReferences(ofFileAt: index, target: target).uses
            where found.insert(UseKey(reference: use.referenceIndex, from: use.from, to: use.to)).inserted {
                result.uses.append(use)
            }
        }
        result.uses.sort { $0.referenceIndex < $1.referenceIndex }
        return result
    }

    /// A use as the union over targets counts it once.
    private struct UseKey: Hashable {
        var reference: Int
        var from: String
        var to: String
    }

    /// Resolves every type reference of `files[index]` as `target` compiles it.
    private func resolveReferences(ofFileAt index: Int, target: Int?) -> ReferenceResolution {
        let file = files[index], fileLayer = layer(ofFileAt: index)
        // Test code in no layer takes none from its types' names either (a `MockedRepository` is no Repository).
        let placesByType = fileLayer == nil && !isTestCode(fileAt: index)
        var resolver = TypeResolver(model: self, fileIndex: index, target: target)
        let outcomes = regionOutcomes(ofFileAt: index, target: target)
        var result = ReferenceResolution()
        result.uses.reserveCapacity(file.references.count / 4)
        for referenceIndex in file.references.indices {
            if !outcomes.isEmpty, let region = file.conditionalRegion(at: file.references[referenceIndex].position), outcomes[region] == .skipped {
                continue
            }
            let resolution = resolver.resolve(referenceIndex, in: self)
            switch resolution {
            case .external, .local:
                continue
            case .ambiguous(let candidates):
                result.projectReferences += 1
                result.ambiguous.append((referenceIndex, Array(Set(candidates.compactMap(\.layer))).sorted()))
            case .unresolved:
                result.projectReferences += 1
                result.unresolved.append(referenceIndex)
            case .declaration(let declaration):
                result.projectReferences += 1
                guard let to = declaration.layer else { continue }
                let reference = file.references[referenceIndex]
                let from: String
                if let fileLayer {
                    from = fileLayer
                } else {
                    // In a file with no layer, code is in the layer of the type it belongs to; an extension's
                    // own header names the type it belongs to, so it depends on nothing else.
                    if reference.scope == nil, reference.enclosingType != nil { continue }
                    guard placesByType, let layer = resolver.layer(ofCodeIn: reference.scope, in: self) else { continue }
                    from = layer
                }
                result.uses.append(TypeUse(from: from, to: to, referenceIndex: referenceIndex))
            }
        }
        return result
    }

    /// The files that declare the project's types `files[index]` names, one entry per reference
    /// that resolves to a single declaration (in reference order), and how many references could
    /// mean types of several files: what a tool weighs to see which parts of a project use which
    /// (`kumiki adopt`), whatever the layers.
    public func referencedDeclarationFiles(ofFileAt index: Int) -> (files: [Int], ambiguous: Int) {
        var found: [Int] = []
        var ambiguous = 0
        // A reference counts once: in the first target where it resolves, or is ambiguous.
        var settled = Set<Int>()
        for target in judgingTargets(ofFileAt: index) {
            var resolver = TypeResolver(model: self, fileIndex: index, target: target)
            resolver.distinguishesModules = true
            let outcomes = regionOutcomes(ofFileAt: index, target: target)
            let file = files[index]
            for referenceIndex in file.references.indices where !settled.contains(referenceIndex) {
                if !outcomes.isEmpty, let region = file.conditionalRegion(at: file.references[referenceIndex].position), outcomes[region] == .skipped {
                    continue
                }
                switch resolver.resolve(referenceIndex, in: self) {
                case .declaration(let declaration):
                    settled.insert(referenceIndex)
                    if declaration.file != index { found.append(declaration.file) }
                case .ambiguous(let candidates):
                    settled.insert(referenceIndex)
                    if Set(candidates.map(\.file)).count > 1 { ambiguous += 1 }
                default: continue
                }
            }
        }
        return (found, ambiguous)
    }

    /// What the reference `referenceIndex` of `files[fileIndex]` names, resolved in its scope.
    func resolution(ofReference referenceIndex: Int, inFileAt fileIndex: Int) -> ResolvedReference {
        guard files.indices.contains(fileIndex), files[fileIndex].references.indices.contains(referenceIndex) else { return .external }
        // The first target that compiles the reference's code judges it.
        let position = files[fileIndex].references[referenceIndex].position
        let target = judgingTargets(ofFileAt: fileIndex).first { outcome(at: position, ofFileAt: fileIndex, target: $0) != .skipped } ?? nil
        var resolver = TypeResolver(model: self, fileIndex: fileIndex, target: target)
        return resolver.resolve(referenceIndex, in: self)
    }

    /// The kind of the type the reference `referenceIndex` of `files[fileIndex]` names, if it names one of the project's.
    func kind(ofReference referenceIndex: Int, inFileAt fileIndex: Int) -> FileFacts.DeclaredType.Kind? {
        if case .declaration(let declaration) = resolution(ofReference: referenceIndex, inFileAt: fileIndex) { return declaration.kind }
        return nil
    }

    /// Whether `from` may depend on `to`.
    public func allows(_ from: String, _ to: String) -> Bool {
        from == to || (configuration.allowedDependencies[from]?.contains(to) ?? true)
    }

    static func layer(ofPath path: PathComponents, targets: [String], in configuration: Configuration) -> String? {
        match(ofPath: path, targets: targets, in: configuration)?.layer
    }

    /// The layer a file's path or targets place it in, with what matched: the deepest
    /// matching path glob wins (ties go to the layer tried first), then the first layer
    /// whose targets include one of the file's.
    static func match(ofPath path: PathComponents?, targets: [String], in configuration: Configuration) -> LayerMatch? {
        // Indices rather than `for … in`, which copied every layer and glob (with their arrays) per file.
        var best: (layer: Int, glob: Int, rank: (Int, Int, Int))?
        let layers = configuration.layers
        for layerIndex in layers.indices where path != nil {
            guard let path else { break }
            for globIndex in layers[layerIndex].paths.indices {
                // A glob that names files beats one that takes a folder; then the deeper match; then the one that
                // writes out more of the file's name; then the layer tried first.
                let glob = layers[layerIndex].paths[globIndex]
                guard let depth = glob.matchDepth(path) else { continue }
                let rank = (glob.namesFiles ? 1 : 0, depth, glob.literalCharacters)
                if best.map({ rank > $0.rank }) ?? true { best = (layerIndex, globIndex, rank) }
            }
        }
        if let best {
            return LayerMatch(layer: layers[best.layer].name, reason: .path(glob: layers[best.layer].paths[best.glob].pattern))
        }
        for layer in configuration.layers {
            for target in targets {
                if let pattern = layer.targetPattern(matching: target) {
                    return LayerMatch(layer: layer.name, reason: .target(name: target, pattern: pattern))
                }
            }
        }
        return nil
    }

    static func layer(ofTypeNamed name: String, in configuration: Configuration) -> String? {
        match(ofTypeNamed: name, in: configuration)?.layer
    }

    /// The layer a type's name places it in: the longest matching suffix wins
    /// (`ProductListViewController` is a View, not a Controller), ties to the layer tried first.
    static func match(ofTypeNamed name: String, in configuration: Configuration) -> LayerMatch? {
        var best: (layer: String, suffix: String)?
        for layer in configuration.layers {
            for suffix in layer.typeSuffixes where name.hasSuffix(suffix) && name != suffix {
                if suffix.count > (best?.suffix.count ?? 0) { best = (layer.name, suffix) }
            }
        }
        return best.map { LayerMatch(layer: $0.layer, reason: .typeSuffix(type: name, suffix: $0.suffix)) }
    }

    /// `Sources/<Target>/…` → `<Target>`.
    static func target(of path: PathComponents) -> String? {
        guard let index = (0..<path.count).last(where: { path.component($0, is: "Sources") }), index + 2 < path.count else { return nil }
        return path.string(at: index + 1)
    }
}
