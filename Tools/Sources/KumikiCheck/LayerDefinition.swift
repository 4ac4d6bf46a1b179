/// How files and types are assigned to one architectural layer.
public struct LayerDefinition: Hashable, Sendable {
    /// The layer's name, e.g. `ViewModel` or `Domain`.
    public var name: String
    /// Path globs whose files belong to the layer.
    public var paths: [Glob]
    /// SwiftPM target names (the folder under `Sources/`, and the module an `import` names)
    /// whose files belong to the layer. A leading `*` matches any prefix: `*Domain` takes
    /// `ShowcaseDomain` and `FeedDomain` as well as `Domain`.
    public var targets: [String]
    /// Type-name suffixes (`ViewModel`, `Repository`) that place a type in the layer.
    public var typeSuffixes: [String]
    /// Modules this layer's files must not import.
    public var forbiddenImports: [String]

    /// Creates a layer definition.
    public init(
        name: String,
        paths: [Glob] = [],
        targets: [String] = [],
        typeSuffixes: [String] = [],
        forbiddenImports: [String] = []
    ) {
        self.name = name
        self.paths = paths
        self.targets = targets
        self.typeSuffixes = typeSuffixes
        self.forbiddenImports = forbiddenImports
    }

    /// Whether the target (or module) `name` belongs to this layer.
    public func containsTarget(_ name: String) -> Bool {
        targetPattern(matching: name) != nil
    }

    /// The entry of ``targets`` that takes the target (or module) `name`, if any.
    public func targetPattern(matching name: String) -> String? {
        targets.first { pattern in
            guard pattern.hasPrefix("*") else { return pattern == name }
            return name.hasSuffix(pattern.dropFirst())
        }
    }
}
