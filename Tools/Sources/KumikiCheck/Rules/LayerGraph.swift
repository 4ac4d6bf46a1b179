import KumikiSourceFiles

/// The layer dependency graph actually present in a project, with the edges
/// the preset forbids, for `kumiki graph`.
public struct LayerGraph: Sendable {
    /// Every observed dependency between layers.
    public let graph: DependencyGraph
    /// The observed dependencies the preset does not allow.
    public let violations: Set<DependencyGraph.Edge>
    /// Where each edge is first observed, to point a diagnostic at it: its earliest
    /// position in the first file, in the model's order, that has it.
    public let firstLocations: [DependencyGraph.Edge: SourceLocation]

    /// Collects the edges from references and imports, leaving out uses on
    /// lines where `suppressedRule` is disabled.
    public init(model: ProjectModel, ignoringLinesSuppressing suppressedRule: RuleID? = nil) {
        // Each file's edges on every core, then the first of each edge.
        let perFile = Array(model.files.indices).concurrentMap { index in
            LayerGraph.edges(
                in: model.files[index], layer: model.layer(ofFileAt: index), uses: model.typeUses(ofFileAt: index), model: model,
                ignoringLinesSuppressing: suppressedRule)
        }
        self.init(model: model, edgesPerFile: perFile)
    }

    /// How many references and imports make each observed dependency between layers: what a
    /// tool that writes a configuration weighs when it has to choose a direction (`kumiki adopt`).
    public static func edgeCounts(of model: ProjectModel) -> [DependencyGraph.Edge: Int] {
        let perFile = Array(model.files.indices).concurrentMap { index -> [DependencyGraph.Edge: Int] in
            let file = model.files[index]
            var counts: [DependencyGraph.Edge: Int] = [:]
            for use in model.typeUses(ofFileAt: index) where use.from != use.to {
                counts[DependencyGraph.Edge(from: use.from, to: use.to), default: 0] += 1
            }
            if let from = model.layer(ofFileAt: index) {
                for statement in file.imports {
                    if let to = model.layer(ofModule: file[statement.module]), to != from {
                        counts[DependencyGraph.Edge(from: from, to: to), default: 0] += 1
                    }
                }
            }
            return counts
        }
        return perFile.reduce(into: [:]) { total, counts in total.merge(counts, uniquingKeysWith: +) }
    }

    /// One file's dependency of one layer on another, by the layers' indices in the configuration.
    struct FileEdge: Sendable {
        var from: Int
        var to: Int
        /// The earliest position in the file that adds the edge.
        var position: FileFacts.Position
    }

    /// Merges the edges of every file (`perFile[i]` are those of `model.files[i]`), already
    /// collected with ``edges(in:layer:uses:model:ignoringLinesSuppressing:)``.
    init(model: ProjectModel, edgesPerFile perFile: [[FileEdge]]) {
        // On one core, so by layer indices into a table, not by hashing two names per edge:
        // files come in order, so an edge's first file is the first that has it.
        let layers = model.configuration.layers
        var first = [(file: Int, position: FileFacts.Position)?](repeating: nil, count: layers.count * layers.count)
        for (file, edges) in perFile.enumerated() {
            for edge in edges where first[edge.from * layers.count + edge.to] == nil {
                first[edge.from * layers.count + edge.to] = (file, edge.position)
            }
        }
        var locations: [DependencyGraph.Edge: SourceLocation] = [:]
        var edges: [String: Set<String>] = [:]
        var violations: Set<DependencyGraph.Edge> = []
        for (slot, found) in first.enumerated() {
            guard let found else { continue }
            let edge = DependencyGraph.Edge(from: layers[slot / layers.count].name, to: layers[slot % layers.count].name)
            locations[edge] = model.files[found.file].location(of: found.position)
            edges[edge.from, default: []].insert(edge.to)
            if !model.allows(edge.from, edge.to) { violations.insert(edge) }
        }
        firstLocations = locations
        graph = DependencyGraph(edges: edges)
        self.violations = violations
    }

    /// The distinct edges one file (whose own layer is `fileLayer` and whose resolved type references
    /// are `uses`) adds, each with its earliest position in the file.
    static func edges(
        in file: FileFacts, layer fileLayer: String?, uses: [ProjectModel.TypeUse], model: ProjectModel,
        ignoringLinesSuppressing suppressedRule: RuleID?
    ) -> [FileEdge] {
        // A file adds few distinct edges: a short list searched by comparing names beats hashing them per use.
        var found: [(from: String, to: String, position: FileFacts.Position)] = []
        func add(_ from: String, _ to: String, _ position: FileFacts.Position) {
            guard from != to else { return }
            if let suppressedRule, file.suppressions.isSuppressed(suppressedRule, line: position.line) { return }
            if let index = found.firstIndex(where: { $0.from == from && $0.to == to }) {
                found[index].position = min(found[index].position, position)
            } else {
                found.append((from, to, position))
            }
        }
        for use in uses {
            add(use.from, use.to, file.references[use.referenceIndex].position)
        }
        if let from = fileLayer {
            for statement in file.imports {
                let module = file[statement.module]
                if let to = model.layer(ofModule: module) {
                    add(from, to, statement.position)
                }
            }
        }
        // Layers are named by the configuration, so every name found is one of its layers'.
        let layers = model.configuration.layers
        return found.compactMap { edge in
            guard let from = layers.firstIndex(where: { $0.name == edge.from }), let to = layers.firstIndex(where: { $0.name == edge.to })
            else { return nil }
            return FileEdge(from: from, to: to, position: edge.position)
        }
    }
}
