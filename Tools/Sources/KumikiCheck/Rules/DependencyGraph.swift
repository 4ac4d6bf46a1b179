/// A directed graph of layer (or module) names, for cycle detection and `kumiki graph`.
public struct DependencyGraph: Sendable {
    /// For each node, the nodes it depends on.
    public var edges: [String: Set<String>]
    /// Nodes drawn even when no edge touches them (targets that depend on nothing, side by side).
    public var standaloneNodes: Set<String>

    /// Creates a graph; `nodes` adds nodes that no edge may touch.
    public init(edges: [String: Set<String>], nodes: Set<String> = []) {
        self.edges = edges
        standaloneNodes = nodes
    }

    /// A cycle's identity, whatever node it is read from: its nodes, each once, sorted, joined by commas.
    /// The `symbol` of a `dependency-cycle` finding.
    public static func symbol(ofCycle cycle: [String]) -> String {
        Set(cycle).sorted().joined(separator: ",")
    }

    /// The nodes of the cycle whose ``symbol(ofCycle:)`` is `symbol`.
    public static func nodes(ofCycleSymbol symbol: String) -> Set<String> {
        Set(symbol.split(separator: ",").map(String.init))
    }

    /// Every node: with an edge in or out, or standalone.
    public var nodes: [String] {
        Array(Set(edges.keys).union(edges.values.flatMap { $0 }).union(standaloneNodes)).sorted()
    }

    /// The strongly connected components with more than one node (Tarjan's algorithm), each as a
    /// closed walk through all its nodes from its smallest name: every node is followed by one it
    /// depends on, and the last depends on the first. A node appears more than once when no
    /// simple cycle passes through them all.
    public func cycles() -> [[String]] {
        var index = 0
        var indices: [String: Int] = [:]
        var lowLinks: [String: Int] = [:]
        var stack: [String] = []
        var onStack: Set<String> = []
        var components: [[String]] = []

        func connect(_ node: String) {
            indices[node] = index
            lowLinks[node] = index
            index += 1
            stack.append(node)
            onStack.insert(node)
            for next in (edges[node] ?? []).sorted() {
                if indices[next] == nil {
                    connect(next)
                    lowLinks[node] = min(lowLinks[node] ?? 0, lowLinks[next] ?? 0)
                } else if onStack.contains(next) {
                    lowLinks[node] = min(lowLinks[node] ?? 0, indices[next] ?? 0)
                }
            }
            if lowLinks[node] == indices[node] {
                var component: [String] = []
                while let top = stack.popLast() {
                    onStack.remove(top)
                    component.append(top)
                    if top == node { break }
                }
                if component.count > 1 { components.append(component) }
            }
        }

        for node in nodes where indices[node] == nil {
            connect(node)
        }
        return components.map(path(through:)).sorted { $0.joined() < $1.joined() }
    }

    /// A closed walk through every node of a strongly connected component, from its smallest node:
    /// the shortest way to each node not yet passed, in name order, then the shortest way back.
    /// Every step is an edge of the graph, the one back to the start included.
    private func path(through component: [String]) -> [String] {
        let members = Set(component)
        guard let start = component.min() else { return [] }
        var walk = [start]
        var passed: Set<String> = [start]
        var current = start
        for node in component.sorted() where !passed.contains(node) {
            guard let way = shortestPath(from: current, to: node, within: members) else { continue }
            walk += way.dropFirst()
            passed.formUnion(way)
            current = node
        }
        if let back = shortestPath(from: current, to: start, within: members) { walk += back.dropFirst().dropLast() }
        return walk
    }

    /// The shortest path from `source` to `target` through `members` (both ends included), breadth
    /// first, successors in name order; `nil` when there is none.
    private func shortestPath(from source: String, to target: String, within members: Set<String>) -> [String]? {
        var previous: [String: String] = [:]
        var queue = [source]
        var seen: Set<String> = [source]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for next in (edges[node] ?? []).sorted() where members.contains(next) {
                if next == target {
                    var path = [target, node]
                    while let before = previous[path[path.count - 1]] { path.append(before) }
                    return path.reversed()
                }
                if seen.insert(next).inserted {
                    previous[next] = node
                    queue.append(next)
                }
            }
        }
        return nil
    }

    /// The graph in Graphviz DOT; `violations` are drawn red.
    public func dot(violations: Set<Edge>) -> String {
        var lines = ["digraph kumiki {", "  rankdir=TB;", "  node [shape=box];"]
        for node in nodes { lines.append("  \"\(node)\";") }
        for (from, targets) in edges.sorted(by: { $0.key < $1.key }) {
            for to in targets.sorted() {
                let style = violations.contains(Edge(from: from, to: to)) ? " [color=red, fontcolor=red, label=\"violation\"]" : ""
                lines.append("  \"\(from)\" -> \"\(to)\"\(style);")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// The graph as a Mermaid flowchart; `violations` are drawn red and labelled.
    public func mermaid(violations: Set<Edge>) -> String {
        var lines = ["flowchart TD"]
        var linkIndex = 0
        var redLinks: [Int] = []
        // A name Mermaid cannot take as an id (a space, a dash) gets an id and a quoted label.
        func id(_ name: String) -> String {
            name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" }
                ? name : "n\(nodes.firstIndex(of: name) ?? 0)[\"\(name.replacingOccurrences(of: "\"", with: "'"))\"]"
        }
        let linked = Set(edges.keys).union(edges.values.flatMap { $0 })
        for node in standaloneNodes.subtracting(linked).sorted() {
            lines.append("    \(id(node))")
        }
        for (from, targets) in edges.sorted(by: { $0.key < $1.key }) {
            for to in targets.sorted() {
                if violations.contains(Edge(from: from, to: to)) {
                    lines.append("    \(id(from)) -->|violation| \(id(to))")
                    redLinks.append(linkIndex)
                } else {
                    lines.append("    \(id(from)) --> \(id(to))")
                }
                linkIndex += 1
            }
        }
        if !redLinks.isEmpty {
            lines.append("    linkStyle \(redLinks.map(String.init).joined(separator: ",")) stroke:red,color:red")
        }
        return lines.joined(separator: "\n")
    }

    /// One dependency.
    public struct Edge: Hashable, Sendable {
        /// The depending node.
        public var from: String
        /// The node depended on.
        public var to: String

        /// Creates an edge.
        public init(from: String, to: String) {
            self.from = from
            self.to = to
        }
    }
}
