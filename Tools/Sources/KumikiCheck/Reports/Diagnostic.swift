import KumikiSourceFiles

/// One finding of `kumiki check`.
public struct Diagnostic: Hashable, Codable, Sendable {
    /// The rule that found it, e.g. `layer-dependency`.
    public var ruleID: String
    /// How it is treated.
    public var severity: Severity
    /// What is wrong and what to do instead.
    public var message: String
    /// Where it is.
    public var location: SourceLocation
    /// The declaration it belongs to (type or type reference), the stable part of a baseline key.
    public var symbol: String
    /// For `undeclared-dependency`, how the module links today: the importing target, the declared
    /// dependency it goes through, and each target after it down to the module's (JSON `chain`).
    public var chain: [String]?
    /// For `dependency-cycle`, each step of the cycle in order, the last back to the first layer,
    /// with a use in the code that makes it (JSON `steps`).
    public var steps: [Step]?
    /// For `undeclared-dependency` and `unused-dependency`, the changes to the project's declared
    /// dependencies that settle it, one per target concerned (JSON `edits`).
    public var edits: [DependencyEdit]?

    /// One dependency of a cycle and where the code makes it.
    public struct Step: Hashable, Codable, Sendable {
        /// The layer that depends.
        public var from: String
        /// The layer it depends on.
        public var to: String
        /// A use in the code that makes the dependency: the first, in file order.
        public var location: SourceLocation

        /// Creates a step.
        public init(from: String, to: String, location: SourceLocation) {
            self.from = from
            self.to = to
            self.location = location
        }
    }

    /// Creates a diagnostic.
    public init(
        ruleID: String, severity: Severity, message: String, location: SourceLocation, symbol: String, chain: [String]? = nil,
        steps: [Step]? = nil, edits: [DependencyEdit]? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.symbol = symbol
        self.chain = chain
        self.steps = steps
        self.edits = edits
    }
}
