/// The layer dependency graph actually present in a project, with the edges
/// the preset forbids, for `kumiki graph`.
public struct LayerGraph: Sendable {
    /// Every observed dependency between layers.
    public let graph: DependencyGraph
    /// The observed dependencies the preset does not allow.
    public let violations: Set<DependencyGraph.Edge>
    /// Where each edge is first observed, to point a diagnostic at it.
    public let firstLocations: [DependencyGraph.Edge: SourceLocation]

    /// Collects the edges from references and imports, leaving out uses on
    /// lines where `suppressedRule` is disabled.
    public init(model: ProjectModel, ignoringLinesSuppressing suppressedRule: RuleID? = nil) {
        // Each file's edges on every core, then the earliest location of each edge.
        let perFile = Array(model.files.indices).concurrentMap { index in
            LayerGraph.edges(
                in: model.files[index], layer: model.layer(ofFileAt: index), uses: model.typeUses(ofFileAt: index), model: model,
                ignoringLinesSuppressing: suppressedRule)
        }
        self.init(model: model, edgesPerFile: perFile)
    }

    /// Merges edges already collected per file with ``edges(in:model:ignoringLinesSuppressing:)``.
    init(model: ProjectModel, edgesPerFile perFile: [[(edge: DependencyGraph.Edge, location: SourceLocation)]]) {
        var locations: [DependencyGraph.Edge: SourceLocation] = [:]
        for edges in perFile {
            for (edge, location) in edges {
                // One lookup per edge (this runs on one core): most edges are seen already.
                if let index = locations.index(forKey: edge) {
                    if location < locations.values[index] { locations.values[index] = location }
                } else {
                    locations[edge] = location
                }
            }
        }
        firstLocations = locations
        let edges = Dictionary(grouping: locations.keys, by: \.from).mapValues { Set($0.map(\.to)) }
        graph = DependencyGraph(edges: edges)
        violations = Set(edges.flatMap { from, targets in
            targets.filter { !model.allows(from, $0) }.map { DependencyGraph.Edge(from: from, to: $0) }
        })
    }

    /// The distinct edges one file (whose own layer is `fileLayer` and whose resolved type references
    /// are `uses`) adds, each with its earliest location in the file.
    static func edges(
        in file: FileFacts, layer fileLayer: String?, uses: [ProjectModel.TypeUse], model: ProjectModel,
        ignoringLinesSuppressing suppressedRule: RuleID?
    ) -> [(edge: DependencyGraph.Edge, location: SourceLocation)] {
        // A file adds few distinct edges: a short list searched by comparing names beats hashing them per use.
        var found: [(edge: DependencyGraph.Edge, location: SourceLocation)] = []
        func add(_ from: String, _ to: String, _ location: SourceLocation) {
            guard from != to else { return }
            if let suppressedRule, file.suppressions.isSuppressed(suppressedRule, line: location.line) { return }
            if let index = found.firstIndex(where: { $0.edge.from == from && $0.edge.to == to }) {
                found[index].location = min(found[index].location, location)
            } else {
                found.append((DependencyGraph.Edge(from: from, to: to), location))
            }
        }
        for use in uses {
            add(use.from, use.to, file.references[use.referenceIndex].location)
        }
        if let from = fileLayer {
            for statement in file.imports {
                if let to = model.configuration.layers.first(where: { $0.targets.contains(statement.module) })?.name {
                    add(from, to, statement.location)
                }
            }
        }
        return found
    }
}
