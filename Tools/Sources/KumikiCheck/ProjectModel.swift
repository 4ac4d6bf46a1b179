/// The project as the rules see it: every file's facts, the layer of each
/// file and declared type, and the dependency edges between layers.
public struct ProjectModel: Sendable {
    /// The configuration in force.
    public let configuration: Configuration
    /// Every analysed file.
    public let files: [FileFacts]
    /// The kind (`class`, `protocol`, …) of every type declared in the project.
    public let typeKinds: [String: String]
    /// The layer of every declared type that has one.
    public let typeLayers: [String: String]
    /// The SwiftPM target (folder under `Sources/`) of every file that has one, built on each access.
    public var fileTargets: [String: String] {
        var targets: [String: String] = [:]
        for (file, target) in zip(files, targetsByFile) {
            targets[file.path] = target
        }
        return targets
    }

    /// Each file's target, in the order of `files`.
    private let targetsByFile: [String?]
    /// Each file's layer by path or target, in the order of `files`: the rules ask for it
    /// by index, so checking a file hashes no path.
    private let layersByFile: [String?]
    /// Where each path is in `files`, for the path-based queries.
    private let fileIndices: [String: Int]

    /// Builds the model.
    public init(configuration: Configuration, files: [FileFacts]) {
        let placements = files.concurrentMap { ProjectModel.placement(ofPath: $0.path, in: configuration) }
        self.init(configuration: configuration, files: files, placements: placements)
    }

    /// A file's SwiftPM target and the layer its path puts it in.
    struct Placement: Sendable {
        var target: String?
        var layer: String?
    }

    /// Where `path` sits: its target and its layer by path glob or target.
    static func placement(ofPath path: String, in configuration: Configuration) -> Placement {
        let components = PathComponents(path)
        let target = ProjectModel.target(of: components)
        return Placement(target: target, layer: ProjectModel.layer(ofPath: components, target: target, in: configuration))
    }

    /// Builds the model from each file's placement, already worked out (in parallel) by the runner.
    init(configuration: Configuration, files: [FileFacts], placements: [Placement]) {
        self.configuration = configuration
        self.files = files
        targetsByFile = placements.map(\.target)
        layersByFile = placements.map(\.layer)
        var kinds: [String: String] = [:]
        var layers: [String: String] = [:]
        var indices: [String: Int] = [:]
        indices.reserveCapacity(files.count)
        // Backwards, so that plain assignment leaves the first declaration of a name in place.
        for index in files.indices.reversed() {
            let file = files[index]
            indices[file.path] = index
            for type in file.types where type.kind != "extension" {
                kinds[type.name] = type.kind
                if let layer = layersByFile[index] ?? ProjectModel.layer(ofTypeNamed: type.name, in: configuration) {
                    layers[type.name] = layer
                }
            }
        }
        typeKinds = kinds
        typeLayers = layers
        fileIndices = indices
    }

    /// The layer a file belongs to by path or target, if any.
    public func layer(ofFile path: String) -> String? {
        if let index = fileIndices[path] { return layersByFile[index] }
        return ProjectModel.layer(ofPath: path, target: ProjectModel.target(of: path), in: configuration)
    }

    /// The layer of `files[index]` by path or target, if any.
    func layer(ofFileAt index: Int) -> String? {
        layersByFile[index]
    }

    /// The layer of code inside `enclosingType` in `path`: the file's layer, else the type's.
    public func layer(ofCodeIn path: String, enclosingType: String?) -> String? {
        layer(ofCode: layer(ofFile: path), enclosingType: enclosingType)
    }

    /// The layer of code inside `enclosingType` in a file whose own layer is `fileLayer`.
    func layer(ofCode fileLayer: String?, enclosingType: String?) -> String? {
        if let fileLayer { return fileLayer }
        guard let enclosingType else { return nil }
        return typeLayers[enclosingType] ?? ProjectModel.layer(ofTypeNamed: enclosingType, in: configuration)
    }

    /// A type reference resolved to layers: the layer of the code that makes it and the referenced type's.
    struct TypeUse {
        /// The layer of the code that names the type.
        var from: String
        /// The named type's layer.
        var to: String
        /// The reference itself.
        var reference: FileFacts.Reference
    }

    /// The references in `file` (whose own layer is `fileLayer`) to types that belong to a layer,
    /// resolved once for both the layer-dependency rule and the layer graph.
    func typeUses(in file: FileFacts, fileLayer: String?) -> [TypeUse] {
        var uses: [TypeUse] = []
        for reference in file.references {
            guard let to = typeLayers[reference.name], let from = layer(ofCode: fileLayer, enclosingType: reference.enclosingType) else {
                continue
            }
            uses.append(TypeUse(from: from, to: to, reference: reference))
        }
        return uses
    }

    /// Whether `from` may depend on `to`.
    public func allows(_ from: String, _ to: String) -> Bool {
        from == to || (configuration.preset.allowedDependencies[from]?.contains(to) ?? true)
    }

    static func layer(ofPath path: String, target: String?, in configuration: Configuration) -> String? {
        layer(ofPath: PathComponents(path), target: target, in: configuration)
    }

    static func layer(ofPath path: PathComponents, target: String?, in configuration: Configuration) -> String? {
        // Indices rather than `for … in`, which copied every layer and glob (with their arrays) per file.
        var best: (layer: Int, depth: Int)?
        let layers = configuration.layers
        for layerIndex in layers.indices {
            for globIndex in layers[layerIndex].paths.indices {
                if let depth = layers[layerIndex].paths[globIndex].matchDepth(path), depth > (best?.depth ?? -1) {
                    best = (layerIndex, depth)
                }
            }
        }
        if let best { return layers[best.layer].name }
        if let target, let layer = configuration.layers.first(where: { $0.targets.contains(target) }) {
            return layer.name
        }
        return nil
    }

    static func layer(ofTypeNamed name: String, in configuration: Configuration) -> String? {
        // The longest matching suffix wins: `ProductListViewController` is a View, not a Controller.
        var best: (layer: String, length: Int)?
        for layer in configuration.layers {
            for suffix in layer.typeSuffixes where name.hasSuffix(suffix) && name != suffix {
                if suffix.count > (best?.length ?? 0) { best = (layer.name, suffix.count) }
            }
        }
        return best?.layer
    }

    /// `Sources/<Target>/…` → `<Target>`.
    static func target(of path: String) -> String? {
        target(of: PathComponents(path))
    }

    static func target(of path: PathComponents) -> String? {
        guard let index = (0..<path.count).last(where: { path.component($0, is: "Sources") }), index + 2 < path.count else { return nil }
        return path.string(at: index + 1)
    }
}
