/// The layer dependency graph actually present in a project, with the edges
/// the preset forbids, for `kumiki graph`.
public struct LayerGraph: Sendable {
    /// Every observed dependency between layers.
    public let graph: DependencyGraph
    /// The observed dependencies the preset does not allow.
    public let violations: Set<DependencyGraph.Edge>

    /// Collects the edges from references and imports.
    public init(model: ProjectModel) {
        var edges: [String: Set<String>] = [:]
        for file in model.files {
            for reference in file.references {
                guard let to = model.typeLayers[reference.name],
                      let from = model.layer(ofCodeIn: file.path, enclosingType: reference.enclosingType),
                      from != to else { continue }
                edges[from, default: []].insert(to)
            }
            if let from = model.layer(ofFile: file.path) {
                for statement in file.imports {
                    if let to = model.configuration.layers.first(where: { $0.targets.contains(statement.module) })?.name, to != from {
                        edges[from, default: []].insert(to)
                    }
                }
            }
        }
        graph = DependencyGraph(edges: edges)
        violations = Set(edges.flatMap { from, targets in
            targets.filter { !model.allows(from, $0) }.map { DependencyGraph.Edge(from: from, to: $0) }
        })
    }
}
