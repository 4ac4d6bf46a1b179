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
        Dictionary(zip(types.names, types.entries).map { ($0, $1.kind) }, uniquingKeysWith: { first, _ in first })
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

    /// The modules `files[index]` belongs to: its targets' module names (the folder under
    /// `Sources/` when no project was read).
    func moduleNames(ofFileAt index: Int) -> [String] {
        let placement = placements[index]
        guard !placement.targets.isEmpty else { return placement.target.map { [$0] } ?? [] }
        return placement.targets.map { projects.index.targets[$0].description.moduleName }
    }

    /// The names of the targets that form the module `module` (the module's own name when no
    /// project describes it).
    func targetNames(ofModule module: String) -> [String] {
        let targets = projects.index.targets(ofModule: module)
        return targets.isEmpty ? [module] : targets.map { projects.index.targets[$0].description.name }
    }

    /// The targets (indices into ``projects``' index) that compile `files[index]`.
    func targets(ofFileAt index: Int) -> [Int] {
        placements[index].targets
    }

    /// Each file's placement, in the order of `files`: the rules ask for it by index,
    /// so checking a file hashes no path.
    let placements: [Placement]
    /// ``typeKinds`` and ``typeLayers`` as the rules look them up, once per type reference.
    private let types: TypeTable
    /// The layer of every module an `import` can tie to a layer, worked out once: the rules ask
    /// for each import of every file, and each answer scanned every layer's targets and patterns.
    private let moduleLayers: [String: String]

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

    /// Where the file at `path`, compiled by `targets` of `index`, sits: test code when a test
    /// target compiles it (or, in no target, by the folder convention).
    static func placement(of path: PathComponents, targets: [Int], index: ProjectIndex, in configuration: Configuration) -> Placement {
        guard !index.isEmpty else { return placement(of: path, in: configuration) }
        let names = targets.map { index.targets[$0].description.name }
        let isTest = targets.isEmpty ? isTestCode(path) : targets.contains { index.targets[$0].description.kind.isTest }
        return Placement(target: nil, targets: targets, layer: layer(ofPath: path, targets: names, in: configuration), isTestCode: isTest)
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
        self.unbuiltFiles = unbuiltFiles
        self.isFullyAnalysed = isFullyAnalysed
        var types = TypeTable(capacity: files.reduce(0) { $0 + $1.types.count })
        for index in files.indices {
            // The names' bytes are declared as they are: a type's name becomes a string only when
            // its file has no layer and its suffix is asked.
            let fileLayer = placements[index].layer, names = files[index].names
            for type in files[index].types where type.kind != .extension {
                names.withBytes(at: type.name.index) { name in
                    // A nested type gives its simple name no layer: code elsewhere reaches it through
                    // its enclosing type, and `State` or `Action` in a reducer is not SwiftUI's `@State`.
                    types.declare(name, kind: type.kind, layer: type.isNested ? nil : fileLayer ?? ProjectModel.layer(
                        ofTypeNamed: String(decoding: name, as: UTF8.self), in: configuration))
                }
            }
        }
        self.types = types
        moduleLayers = ProjectModel.moduleLayers(
            knownTargets: Set(placements.compactMap(\.target)), index: projects.index, in: configuration)
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
        for target in index.targets where index.projects[target.project].isChecked {
            projectModules[target.description.moduleName, default: []].append(target.description.name)
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
        ProjectModel.match(ofPath: PathComponents(path), targets: targetNames(ofFile: path), in: configuration)
    }

    /// The targets that compile the file at `path`: those of the projects read (for a file not
    /// analysed, those whose sources would take it), else the folder under `Sources/` it is in.
    public func targetNames(ofFile path: String) -> [String] {
        if let index = files.firstIndex(where: { $0.path == path }) { return targetNames(ofFileAt: index) }
        guard !projects.index.isEmpty else { return ProjectModel.target(of: PathComponents(path)).map { [$0] } ?? [] }
        let targets = projects.index.targets(ofFiles: [path]).first ?? []
        return targets.map { projects.index.targets[$0].description.name }.sorted()
    }

    /// The layer a type called `name` belongs to by its name's suffix alone, and which suffix.
    public func layerMatch(ofTypeNamed name: String) -> LayerMatch? {
        ProjectModel.match(ofTypeNamed: name, in: configuration)
    }

    /// The layer of `files[index]` by path or target, if any.
    func layer(ofFileAt index: Int) -> String? {
        placements[index].layer
    }

    /// Whether `files[index]` is test code, where force unwraps are fine.
    func isTestCode(fileAt index: Int) -> Bool {
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
    /// both the layer-dependency rule and the layer graph.
    func typeUses(ofFileAt index: Int) -> [TypeUse] {
        // Only the references and names are read, so only they are retained, not the whole facts.
        let references = files[index].references, names = files[index].names, fileLayer = layer(ofFileAt: index)
        var uses: [TypeUse] = []
        uses.reserveCapacity(references.count)
        for index in references.indices {
            // The enclosing type's name is made into a string only when the file has no layer of its own.
            guard let to = names.withBytes(at: references[index].name.index, { types.layer(of: $0) }),
                  let from = fileLayer ?? layer(ofCode: nil, enclosingType: references[index].enclosingType.map { names[$0.index] })
            else { continue }
            uses.append(TypeUse(from: from, to: to, referenceIndex: index))
        }
        return uses
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
    static func match(ofPath path: PathComponents, targets: [String], in configuration: Configuration) -> LayerMatch? {
        // Indices rather than `for … in`, which copied every layer and glob (with their arrays) per file.
        var best: (layer: Int, glob: Int, depth: Int)?
        let layers = configuration.layers
        for layerIndex in layers.indices {
            for globIndex in layers[layerIndex].paths.indices {
                if let depth = layers[layerIndex].paths[globIndex].matchDepth(path), depth > (best?.depth ?? -1) {
                    best = (layerIndex, globIndex, depth)
                }
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
