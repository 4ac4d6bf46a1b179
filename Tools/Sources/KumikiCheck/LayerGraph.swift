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
        var found: [(edge: DependencyGraph.Edge, position: FileFacts.Position)] = []
        func add(_ from: String, _ to: String, _ position: FileFacts.Position) {
            guard from != to else { return }
            if let suppressedRule, file.suppressions.isSuppressed(suppressedRule, line: position.line) { return }
            if let index = found.firstIndex(where: { $0.edge.from == from && $0.edge.to == to }) {
                found[index].position = min(found[index].position, position)
            } else {
                found.append((DependencyGraph.Edge(from: from, to: to), position))
            }
        }
        for use in uses {
            add(use.from, use.to, file.references[use.referenceIndex].position)
        }
        if let from = fileLayer {
            for statement in file.imports {
                let module = file[statement.module]
                if let to = model.configuration.layers.first(where: { $0.targets.contains(module) })?.name {
                    add(from, to, statement.position)
                }
            }
        }
        return found.map { ($0.edge, file.location(of: $0.position)) }
    }
}
