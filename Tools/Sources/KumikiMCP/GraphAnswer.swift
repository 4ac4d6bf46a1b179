/// What the `graph` tool answers: the dependency graph as it is in the code, as text to draw
/// and as edges to reason about.
public struct GraphAnswer: Codable, Equatable, Sendable {
    /// What the nodes are.
    public enum Level: String, Codable, CaseIterable, Sendable {
        /// The configuration's layers.
        case layers
        /// The projects' targets (or the folders under `Sources/`).
        case targets
    }

    /// How ``text`` is written.
    public enum Format: String, Codable, CaseIterable, Sendable {
        /// A Mermaid flowchart.
        case mermaid
        /// Graphviz.
        case dot
    }

    /// One dependency found in the code.
    public struct Edge: Codable, Equatable, Sendable {
        /// The depending node.
        public var from: String
        /// The node depended on.
        public var to: String
        /// Whether the configuration forbids it.
        public var violation: Bool

        /// An edge from `from` to `to`.
        public init(from: String, to: String, violation: Bool) {
            self.from = from
            self.to = to
            self.violation = violation
        }
    }

    /// What the nodes are.
    public var level: Level
    /// How ``text`` is written.
    public var format: Format
    /// Every node, sorted.
    public var nodes: [String]
    /// Every edge, sorted.
    public var edges: [Edge]
    /// The graph drawn in ``format``, forbidden edges marked.
    public var text: String
}
