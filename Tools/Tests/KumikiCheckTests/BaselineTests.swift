import Foundation
import Testing
@testable import KumikiCheck
import KumikiSourceFiles

@Suite("Baseline")
struct BaselineTests {
    private func diagnostic(_ rule: String, _ file: String, _ symbol: String, line: Int) -> Diagnostic {
        Diagnostic(ruleID: rule, severity: .error, message: "m", location: SourceLocation(file: file, line: line, column: 1), symbol: symbol)
    }

    @Test("accepted violations disappear even when their lines move; new ones remain")
    func filtersByRuleFileAndSymbol() {
        let accepted = [diagnostic("layer-dependency", "A.swift", "AView", line: 3)]
        let baseline = Baseline(accepting: accepted)
        let now = [
            diagnostic("layer-dependency", "A.swift", "AView", line: 40),
            diagnostic("layer-dependency", "A.swift", "BView", line: 41),
        ]
        #expect(baseline.apply(to: now, baselineFile: "b.json").map(\.symbol) == ["BView"])
    }

    @Test("entries that no longer match are reported as stale so the baseline only shrinks")
    func stale() {
        let baseline = Baseline(accepting: [
            diagnostic("layer-dependency", "A.swift", "AView", line: 3),
            diagnostic("layer-dependency", "A.swift", "AView", line: 4),
        ])
        let remaining = baseline.apply(to: [diagnostic("layer-dependency", "A.swift", "AView", line: 9)], baselineFile: "b.json")
        #expect(remaining.map(\.ruleID) == ["stale-baseline"])
        #expect(remaining.first?.location.file == "b.json")
        #expect(remaining.first?.severity == .warning)
    }

    @Test("a baseline round-trips through its file, and a broken file is a typed error")
    func fileRoundTrip() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let baseline = Baseline(accepting: [diagnostic("force-unwrap", "A.swift", "f", line: 1)])
        try baseline.encoded().write(to: url)
        #expect(try Baseline.load(from: url) == baseline)
        try Data("{".utf8).write(to: url)
        #expect(throws: CheckError.self) { try Baseline.load(from: url) }
    }
}
