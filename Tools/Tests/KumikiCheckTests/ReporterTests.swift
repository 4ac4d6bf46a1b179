import Foundation
import Testing
@testable import KumikiCheck
import KumikiSourceFiles

@Suite("Reporters")
struct ReporterTests {
    private let diagnostics = [
        Diagnostic(ruleID: "layer-dependency", severity: .error, message: "ViewModel must not use View, really",
                   location: SourceLocation(file: "App/A.swift", line: 3, column: 5), symbol: "AView"),
        Diagnostic(ruleID: "published-private-set", severity: .warning, message: "100% <settable> & \"open\"\nsecond line",
                   location: SourceLocation(file: "App/B,1.swift", line: 7, column: 1), symbol: "B.x"),
    ]

    @Test("xcode: path:line:col: severity: message [rule-id]")
    func xcode() {
        let lines = OutputFormat.xcode.render(diagnostics, fileCount: 2).split(separator: "\n")
        #expect(lines.first == "App/A.swift:3:5: error: ViewModel must not use View, really [layer-dependency]")
        #expect(lines.count == 3, "a message with a newline keeps its second line")
    }

    @Test("json: an array of diagnostics that decodes back")
    func json() throws {
        let text = OutputFormat.json.render(diagnostics, fileCount: 2)
        let decoded = try JSONDecoder().decode([Diagnostic].self, from: Data(text.utf8))
        #expect(decoded == diagnostics)
    }

    @Test("sarif: version 2.1.0, the rules in runs[0].tool.driver.rules, results with rule, level and location")
    func sarif() throws {
        let text = OutputFormat.sarif.render(diagnostics, fileCount: 2)
        let log = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "kumiki")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == RuleID.allCases.map(\.rawValue))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2)
        #expect(results[0]["ruleId"] as? String == "layer-dependency")
        #expect(results[0]["level"] as? String == "error")
        #expect(results[1]["level"] as? String == "warning")
        let location = try #require((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "App/A.swift")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 3)
        #expect((location["region"] as? [String: Any])?["startColumn"] as? Int == 5)
    }

    @Test("github: workflow commands with escaped data and properties")
    func github() {
        let lines = OutputFormat.github.render(diagnostics, fileCount: 2).split(separator: "\n").map(String.init)
        #expect(lines[0] == "::error file=App/A.swift,line=3,col=5,title=layer-dependency::ViewModel must not use View, really")
        #expect(lines[1] == "::warning file=App/B%2C1.swift,line=7,col=1,title=published-private-set::100%25 <settable> & \"open\"%0Asecond line")
    }

    @Test("checkstyle: XML grouped by file with escaped attributes")
    func checkstyle() throws {
        let text = OutputFormat.checkstyle.render(diagnostics, fileCount: 2)
        #expect(text.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
        #expect(text.contains(#"<file name="App/A.swift">"#))
        #expect(text.contains(#"<error line="3" column="5" severity="error" message="ViewModel must not use View, really" source="kumiki.layer-dependency"/>"#))
        #expect(text.contains("100% &lt;settable&gt; &amp; &quot;open&quot;"))
        #if canImport(FoundationXML)
        #endif
    }

    @Test("summary: totals and counts per rule")
    func summary() {
        #expect(OutputFormat.summary.render(diagnostics, fileCount: 12) == """
            kumiki check: 12 files, 1 errors, 1 warnings
              layer-dependency: 1
              published-private-set: 1
            """)
    }
}
