/// How files and types are assigned to one architectural layer.
public struct LayerDefinition: Hashable, Sendable {
    /// The layer's name, e.g. `ViewModel` or `Domain`.
    public var name: String
    /// Path globs whose files belong to the layer.
    public var paths: [Glob]
    /// Target names (Xcode and SwiftPM targets of the projects read, or the folder under
    /// `Sources/` when there is none; and the module an `import` names) whose files belong to the
    /// layer. `*` matches any run of characters and `?` one: `*Domain` takes `ShowcaseDomain` and
    /// `FeedDomain` as well as `Domain`, `*Feature` every feature module.
    public var targets: [String]
    /// Type-name suffixes (`ViewModel`, `Repository`) that place a type in the layer.
    public var typeSuffixes: [String]
    /// Modules this layer's files must not import.
    public var forbiddenImports: [String]
    /// Whether the layer's modules may not import each other (feature modules that business
    /// teams work on in parallel, NewsPicks); its interface modules are the exception.
    public var isIsolated: Bool
    /// Target names (with `*` and `?`) of the layer's interface modules: in an isolated layer,
    /// the only modules the others may import. They belong to the layer as its targets do.
    public var interfaces: [String]

    /// Creates a layer definition.
    public init(
        name: String,
        paths: [Glob] = [],
        targets: [String] = [],
        typeSuffixes: [String] = [],
        forbiddenImports: [String] = [],
        isIsolated: Bool = false,
        interfaces: [String] = []
    ) {
        self.name = name
        self.paths = paths
        self.targets = targets
        self.typeSuffixes = typeSuffixes
        self.forbiddenImports = forbiddenImports
        self.isIsolated = isIsolated
        self.interfaces = interfaces
    }

    /// Whether the target (or module) `name` belongs to this layer.
    public func containsTarget(_ name: String) -> Bool {
        targetPattern(matching: name) != nil
    }

    /// The entry of ``targets`` (or ``interfaces``) that takes the target (or module) `name`, if any.
    public func targetPattern(matching name: String) -> String? {
        (targets + interfaces).first { pattern in LayerDefinition.name(name, matches: pattern) }
    }

    /// Whether the target (or module) `name` is one of the layer's interface modules.
    public func isInterface(_ name: String) -> Bool {
        interfaces.contains { LayerDefinition.name(name, matches: $0) }
    }

    /// Whether `name` matches `pattern`, where `*` stands for any run of characters and `?` for one.
    public static func name(_ name: String, matches pattern: String) -> Bool {
        guard pattern.contains("*") || pattern.contains("?") else { return name == pattern }
        let name = Array(name.unicodeScalars), pattern = Array(pattern.unicodeScalars)
        // Iterative wildcard matching with one backtracking point, linear in practice.
        var n = 0, p = 0, star = -1, resume = 0
        while n < name.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == name[n] {
                n += 1
                p += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                resume = n
                p += 1
            } else if star >= 0 {
                p = star + 1
                resume += 1
                n = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    /// Whether an entry of ``targets`` is a pattern rather than one exact name.
    static func isPattern(_ entry: String) -> Bool {
        entry.contains("*") || entry.contains("?")
    }
}
