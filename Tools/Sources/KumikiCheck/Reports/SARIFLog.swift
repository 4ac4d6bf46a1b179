/// A SARIF 2.1.0 log of one `kumiki check` run, as GitHub code scanning reads it.
struct SARIFLog: Encodable {
    struct Message: Encodable { let text: String }
    struct Rule: Encodable {
        struct Configuration: Encodable { let level: String }
        let id: String
        let name: String
        let shortDescription: Message
        let defaultConfiguration: Configuration
    }
    struct Driver: Encodable {
        let name = "kumiki"
        let version = CheckRunner.version
        let rules: [Rule]
    }
    struct Tool: Encodable { let driver: Driver }
    struct Region: Encodable {
        let startLine: Int
        let startColumn: Int
    }
    struct ArtifactLocation: Encodable { let uri: String }
    struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: Region
    }
    struct Location: Encodable { let physicalLocation: PhysicalLocation }
    struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int
        let level: String
        let message: Message
        let locations: [Location]
    }
    struct Run: Encodable {
        let tool: Tool
        let results: [Result]
    }

    let version = "2.1.0"
    let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    let runs: [Run]

    enum CodingKeys: String, CodingKey {
        case version
        case schema = "$schema"
        case runs
    }

    init(diagnostics: [Diagnostic]) {
        let rules = RuleID.allCases
        let driver = Driver(rules: rules.map { rule in
            Rule(
                id: rule.rawValue, name: rule.rawValue, shortDescription: Message(text: rule.summary),
                defaultConfiguration: Rule.Configuration(level: SARIFLog.level(rule.defaultSeverity))
            )
        })
        let results = diagnostics.map { d in
            Result(
                ruleId: d.ruleID,
                ruleIndex: rules.firstIndex { $0.rawValue == d.ruleID } ?? 0,
                level: SARIFLog.level(d.severity),
                message: Message(text: d.message),
                locations: [Location(physicalLocation: PhysicalLocation(
                    artifactLocation: ArtifactLocation(uri: d.location.file),
                    region: Region(startLine: d.location.line, startColumn: d.location.column)
                ))]
            )
        }
        runs = [Run(tool: Tool(driver: driver), results: results)]
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .off: return "none"
        }
    }
}
