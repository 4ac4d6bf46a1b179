import KumikiCheck

/// What the `check` tool answers: the findings of `kumiki check` as structured values.
public struct CheckReport: Codable, Equatable, Sendable {
    /// One finding.
    public struct Finding: Codable, Equatable, Sendable {
        /// The rule's id, e.g. `forbidden-import`.
        public var rule: String
        /// `error`, `warning` or `note`.
        public var severity: String
        /// The file, relative to the folder the question was asked from.
        public var file: String
        /// The line, from 1.
        public var line: Int
        /// The column, from 1.
        public var column: Int
        /// What is wrong and what to do instead.
        public var message: String
        /// The declaration it belongs to, the stable part of a baseline entry.
        public var symbol: String
        /// Where the rule is documented, with a bad and a good example.
        public var documentation: String

        /// The finding of `diagnostic`.
        public init(_ diagnostic: Diagnostic) {
            rule = diagnostic.ruleID
            severity = diagnostic.severity.rawValue
            file = diagnostic.location.file
            line = diagnostic.location.line
            column = diagnostic.location.column
            message = diagnostic.message
            symbol = diagnostic.symbol
            documentation = RuleID(rawValue: diagnostic.ruleID)?.documentationURL ?? RuleID.documentationBase
        }
    }

    /// The project's root: the folder of `.kumiki.yml`.
    public var root: String
    /// The configuration file in force; `nil` when the preset's defaults apply.
    public var configuration: String?
    /// How many files lie in the paths asked about.
    public var filesChecked: Int
    /// The findings, by location.
    public var findings: [Finding]
    /// What the reader should know: projects that could not be read as asked, a narrowed analysis.
    public var notes: [String]

    /// How many findings each rule has.
    public var counts: [String: Int]

    /// A report of `findings` in `filesChecked` files of the project at `root`.
    public init(root: String, configuration: String?, filesChecked: Int, findings: [Finding], notes: [String]) {
        self.root = root
        self.configuration = configuration
        self.filesChecked = filesChecked
        self.findings = findings
        self.notes = notes
        counts = findings.reduce(into: [:]) { $0[$1.rule, default: 0] += 1 }
    }

    /// One line per finding, as `kumiki check` prints them, for clients that show text only.
    public var text: String {
        guard !findings.isEmpty else { return "No findings in \(filesChecked) files." }
        return findings.map { "\($0.file):\($0.line):\($0.column): \($0.severity): \($0.message) [\($0.rule)]" }
            .joined(separator: "\n")
    }
}
