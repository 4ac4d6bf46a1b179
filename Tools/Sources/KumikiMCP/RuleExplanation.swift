/// What the `explain_rule` tool answers: what a rule protects, how it is set, and how to fix or
/// accept a finding.
public struct RuleExplanation: Codable, Equatable, Sendable {
    /// The rule's id.
    public var rule: String
    /// Its severity in this project's configuration.
    public var severity: String
    /// Its severity when the configuration does not set one.
    public var defaultSeverity: String
    /// One sentence on what it protects.
    public var summary: String
    /// Its documentation as Markdown, with a bad and a good example.
    public var documentation: String
    /// The documentation on the web.
    public var url: String
    /// How to accept a finding that must stay.
    public var suppression: String
}
