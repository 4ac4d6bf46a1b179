import KumikiProjects

/// The dependencies between targets actually present in a project, for `kumiki graph --level
/// targets`: an edge wherever a file of one target imports another target's module, marked as a
/// violation when the layers forbid it or the importing target does not declare it.
public struct TargetGraph: Sendable {
    /// Every target with a checked file (test targets left out) and every observed import between them.
    public let graph: DependencyGraph
    /// The observed imports the layers forbid or the manifest does not declare.
    public let violations: Set<DependencyGraph.Edge>

    /// Collects the edges from the model's imports: between the checked projects' targets when
    /// projects were read, else between the folders under `Sources/`.
    public init(model: ProjectModel) {
        let index = model.projects.index
        var edges: [String: Set<String>] = [:]
        var nodes: Set<String> = []
        var violations: Set<DependencyGraph.Edge> = []
        let dependencies = model.projects.hasCheckedProject ? TargetDependencies(model: model) : nil
        var visible: [Int: Set<String>] = [:]
        func layer(ofTarget name: String) -> String? {
            model.configuration.layers.first { $0.containsTarget(name) }?.name
        }
        // Every target with a checked file is drawn, whether or not it imports another.
        let conventionTargets = Set(model.files.indices.flatMap(model.targetNames(ofFileAt:)))
        for fileIndex in model.files.indices {
            let file = model.files[fileIndex]
            let fromTargets: [(name: String, index: Int?)] = model.projects.hasCheckedProject
                ? model.targets(ofFileAt: fileIndex)
                    .filter { !index.targets[$0].description.kind.isTest }
                    .map { (index.displayName(ofTarget: $0), $0) }
                : model.targetNames(ofFileAt: fileIndex).map { ($0, nil) }
            for from in fromTargets {
                nodes.insert(from.name)
                for statement in file.imports {
                    let module = file[statement.module]
                    let toNames: [String]
                    if model.projects.hasCheckedProject {
                        // Only a module the importing target's project can see: a package that is no
                        // dependency of it (a stand-in of a system module, a sibling of the same name)
                        // is not what its `import` names, as `undeclared-dependency` reckons too.
                        // Nor a target of another platform that shares the product name (`Framework_macOS` for an iOS app).
                        let visibleProjects = from.index.map { index.visibleProjects(from: $0) }
                        let importer = from.index.map { index.targets[$0].description }
                        toNames = index.targets(ofModule: module)
                            .filter { target in
                                index.projects[index.targets[target].project].isChecked && !index.targets[target].description.kind.isTest
                                    && visibleProjects.map { $0.contains(index.targets[target].project) } != false
                                    && importer.map { $0.sharesPlatform(with: index.targets[target].description) } != false
                            }
                            .map { index.displayName(ofTarget: $0) }
                    } else {
                        toNames = conventionTargets.contains(module) ? [module] : []
                    }
                    for to in toNames where to != from.name {
                        edges[from.name, default: []].insert(to)
                        let edge = DependencyGraph.Edge(from: from.name, to: to)
                        if let fromLayer = layer(ofTarget: from.name), let toLayer = layer(ofTarget: to), !model.allows(fromLayer, toLayer) {
                            violations.insert(edge)
                        }
                        if let dependencies, let targetIndex = from.index, index.targets[targetIndex].description.dependenciesAreKnown {
                            if visible[targetIndex] == nil { visible[targetIndex] = dependencies.visibleModules(of: targetIndex) }
                            if visible[targetIndex]?.contains(module) == false { violations.insert(edge) }
                        }
                    }
                }
            }
        }
        graph = DependencyGraph(edges: edges, nodes: nodes)
        self.violations = violations
    }
}
