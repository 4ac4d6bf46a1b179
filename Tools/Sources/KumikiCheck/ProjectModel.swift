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
    /// The SwiftPM target (folder under `Sources/`) of every file that has one.
    public let fileTargets: [String: String]
    /// The layer of every file placed by path or target, computed once: rules ask for it per reference.
    private let fileLayers: [String: String]

    /// Builds the model.
    public init(configuration: Configuration, files: [FileFacts]) {
        let placed = files.concurrentMap { file -> Placement in
            let path = PathComponents(file.path)
            let target = ProjectModel.target(of: path)
            return Placement(target: target, layer: ProjectModel.layer(ofPath: path, target: target, in: configuration))
        }
        self.init(configuration: configuration, files: files, fileTargets: placed.map(\.target), fileLayers: placed.map(\.layer))
    }

    /// A file's SwiftPM target and the layer its path puts it in.
    struct Placement: Sendable {
        var target: String?
        var layer: String?
    }

    /// Builds the model from each file's target and path layer, already worked out (in parallel) by the runner.
    init(configuration: Configuration, files: [FileFacts], fileTargets: [String?], fileLayers: [String?]) {
        self.configuration = configuration
        self.files = files
        var kinds: [String: String] = [:]
        var layers: [String: String] = [:]
        var targets: [String: String] = [:]
        var pathLayers: [String: String] = [:]
        targets.reserveCapacity(files.count)
        pathLayers.reserveCapacity(files.count)
        for (index, file) in files.enumerated() {
            targets[file.path] = fileTargets[index]
            let fileLayer = fileLayers[index]
            pathLayers[file.path] = fileLayer
            for type in file.types where type.kind != "extension" {
                kinds[type.name] = kinds[type.name] ?? type.kind
                if let layer = fileLayer ?? ProjectModel.layer(ofTypeNamed: type.name, in: configuration) {
                    layers[type.name] = layers[type.name] ?? layer
                }
            }
        }
        typeKinds = kinds
        typeLayers = layers
        self.fileTargets = targets
        self.fileLayers = pathLayers
    }

    /// The layer a file belongs to by path or target, if any.
    public func layer(ofFile path: String) -> String? {
        fileLayers[path] ?? ProjectModel.layer(ofPath: path, target: fileTargets[path] ?? ProjectModel.target(of: path), in: configuration)
    }

    /// The layer of code inside `enclosingType` in `path`: the file's layer, else the type's.
    public func layer(ofCodeIn path: String, enclosingType: String?) -> String? {
        if let layer = layer(ofFile: path) { return layer }
        guard let enclosingType else { return nil }
        return typeLayers[enclosingType] ?? ProjectModel.layer(ofTypeNamed: enclosingType, in: configuration)
    }

    /// Whether `from` may depend on `to`.
    public func allows(_ from: String, _ to: String) -> Bool {
        from == to || (configuration.preset.allowedDependencies[from]?.contains(to) ?? true)
    }

    static func layer(ofPath path: String, target: String?, in configuration: Configuration) -> String? {
        layer(ofPath: PathComponents(path), target: target, in: configuration)
    }

    static func layer(ofPath path: PathComponents, target: String?, in configuration: Configuration) -> String? {
        var best: (name: String, depth: Int)?
        for layer in configuration.layers {
            for glob in layer.paths {
                if let depth = glob.matchDepth(path), depth > (best?.depth ?? -1) { best = (layer.name, depth) }
            }
        }
        if let best { return best.name }
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
