/// What the `allowed_imports` tool answers: what code of one layer may and may not import.
public struct ImportRules: Codable, Equatable, Sendable {
    /// The layer asked about.
    public var layer: String
    /// The layers it may depend on, in the configuration's order.
    public var mayDependOnLayers: [String]
    /// The layers it must not depend on.
    public var mustNotDependOnLayers: [String]
    /// The project's modules (targets) it may import.
    public var mayImport: [String]
    /// The project's modules of forbidden layers, and the frameworks the layer must not import.
    public var mustNotImport: [String]
    /// The frameworks the configuration forbids the layer (`forbidden_imports`).
    public var forbiddenFrameworks: [String]
    /// Anything else the layer's definition says (isolation between feature modules).
    public var notes: [String] = []
}
