/// The graph `kumiki adopt` inferred, for a reader to see why each part landed where it did: the
/// layers with their units, each unit's role and what decided it, the heaviest uses between
/// units, and the strongly connected groups it merged or kept apart; as text and as Mermaid.
struct UnitGraphReport: Sendable {
    let graph: UnitGraph
    let inference: ArchitectureInference.Result

    /// How many uses of each unit the text names.
    static let usesShown = 3

    /// The text: one line per unit under its layer, then the groups.
    var text: [String] {
        var lines = ["Inferred from the module graph (each part, what placed it, and its heaviest uses of other parts):"]
        for layer in inference.layers {
            lines.append("  \(layer.name): \(layer.why)")
            for unit in layer.units.sorted(by: { graph.units[$0].files.count > graph.units[$1].files.count }) {
                let decision = inference.decisions[unit]
                let uses = graph.edges[unit].filter { $0.key != unit }.sorted { ($0.value, graph.units[$1.key].name) > ($1.value, graph.units[$0.key].name) }
                    .prefix(Self.usesShown).map { "\(graph.units[$0.key].name) \($0.value)" }
                lines.append("    \(Self.describe(graph.units[unit])) — \(decision.by) (\(inference.contents[unit].summary))"
                    + (uses.isEmpty ? "" : "; uses \(uses.joined(separator: ", "))"))
            }
        }
        let composition = inference.placedApart.filter(\.isComposition)
        if !composition.isEmpty {
            lines.append("  The app's composition kept among other code (only the App uses it, and it puts parts together), placed in App by path: "
                + Self.list(composition.map(\.path), limit: 8))
        }
        let moved = inference.placedApart.filter { !$0.isComposition }
        if !moved.isEmpty {
            let moves = moved.map { placed in
                "\(placed.path) → \(inference.layers[placed.layer].name) (\(placed.findingsBefore) → \(placed.findingsAfter))"
            }
            lines.append("  Placed apart from their folders, where their own uses and users cross the order least (uses across it, before → after): "
                + Self.list(moves, limit: 8))
        }
        for cycle in inference.cycles {
            let names = cycle.units.map { graph.units[$0].name }
            lines.append("  Parts that reach each other across layers: \(cycle.upward) of their \(cycle.total) uses point up and are findings: "
                + Self.list(names, limit: 6))
        }
        if !inference.uncertain.isEmpty {
            lines.append("  The closest calls (check these first; uses across the order, role included, here and in the next best layer):")
            for decision in inference.uncertain.prefix(3) {
                lines.append("    \(graph.units[decision.unit].name): \(inference.layers[decision.layer].name), \(decision.cost); "
                    + "\(inference.layers[decision.alternative].name) would give \(decision.alternativeCost)")
            }
        }
        if let share = inference.largeApp {
            lines.append("  The App layer holds \(share)% of the app's files: nothing there is checked against the layers below it. "
                + "Split its folders by role in .kumiki.yml, or move the code the entry point does not need into the layers.")
        }
        if graph.ambiguousReferences > 0 {
            lines.append("  \(graph.ambiguousReferences) type references could mean types of several parts and weigh on none.")
        }
        if !graph.unbuiltModules.isEmpty {
            lines.append("  In no layer, as no app or extension builds them: \(graph.unbuiltModules.joined(separator: ", ")).")
        }
        if !graph.testDoubleModules.isEmpty {
            lines.append("  In no layer, as test doubles (their code imports a test framework): \(graph.testDoubleModules.joined(separator: ", ")).")
        }
        return lines
    }

    /// The graph as a Mermaid flowchart: a subgraph per layer, its units inside, and the uses
    /// between units (the heaviest of each unit's, with their counts).
    var mermaid: String {
        var lines = ["flowchart TD"]
        func id(_ unit: Int) -> String { "u\(unit)" }
        for (position, layer) in inference.layers.enumerated() {
            lines.append("    subgraph L\(position)[\"\(Self.escaped(layer.name))\"]")
            for unit in layer.units { lines.append("        \(id(unit))[\"\(Self.escaped(graph.units[unit].name)) (\(graph.units[unit].files.count))\"]") }
            lines.append("    end")
        }
        var upward: [Int] = []
        var link = 0
        for (from, targets) in graph.edges.enumerated() {
            for (to, uses) in targets.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }).prefix(Self.usesShown) where to != from {
                lines.append("    \(id(from)) -->|\(uses)| \(id(to))")
                if inference.layerOfUnit[to] < inference.layerOfUnit[from] { upward.append(link) }
                link += 1
            }
        }
        if !upward.isEmpty { lines.append("    linkStyle \(upward.map(String.init).joined(separator: ",")) stroke:red,color:red") }
        return lines.joined(separator: "\n")
    }

    /// A unit as the report and the configuration's comments name it: `Kit (module, 12 files)`.
    static func describe(_ unit: AdoptionUnit) -> String {
        let kind: String = switch unit.kind {
        case .module: "module"
        case .folder: "folder"
        case .rootFiles: "files"
        case .entryPoint: "entry point"
        case .appExtension: "extension"
        case .nameGroup: "files named alike"
        }
        return "\(unit.name) (\(kind), \(unit.files.count) file\(unit.files.count == 1 ? "" : "s"))"
    }

    /// Up to `limit` names, then how many more.
    static func list(_ names: [String], limit: Int) -> String {
        names.count <= limit ? names.joined(separator: ", ") : names.prefix(limit).joined(separator: ", ") + " and \(names.count - limit) more"
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "'")
    }
}
