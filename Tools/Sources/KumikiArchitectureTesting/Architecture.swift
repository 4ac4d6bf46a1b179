import Foundation
import KumikiCheck
import Testing

/// The architecture's rules as a test: `kumiki check` run from the test runner, each finding
/// recorded as a test issue at its own file and line, so the test navigator shows it where it is.
///
/// ```swift
/// import KumikiArchitectureTesting
/// import Testing
///
/// @Test func architecture() throws {
///     try Architecture.check(#filePath)
/// }
/// ```
///
/// The project is the one whose `.kumiki.yml` is found from the test file's folder upwards, as
/// `kumiki check` finds it. From XCTest, call ``XCTest/XCTestCase/checkArchitecture(_:paths:rules:baseline:strict:)``.
public enum Architecture {
    /// Checks the project around `filePath` and records each finding as a Swift Testing issue
    /// at the finding's location: errors fail the test, warnings are recorded as warnings
    /// (failures with `strict`).
    ///
    /// - Parameters:
    ///   - filePath: pass `#filePath`: where to start looking for `.kumiki.yml`.
    ///   - paths: files or folders to report on, relative to the project's root (default: all).
    ///   - rules: only these rule ids (default: every rule the configuration enables).
    ///   - baseline: a baseline file (relative to the project's root) whose entries are accepted.
    ///   - strict: whether warnings fail the test too.
    /// - Throws: ``ArchitectureCheckError`` when the project cannot be checked; outside a Swift
    ///   Testing test, ``ArchitectureCheckError/violations(_:)`` with every failing finding.
    public static func check(
        _ filePath: String = #filePath, paths: [String] = [], rules: [String]? = nil, baseline: String? = nil, strict: Bool = false
    ) throws(ArchitectureCheckError) {
        let found = try findings(filePath, paths: paths, rules: rules, baseline: baseline, strict: strict)
        guard Test.current != nil else {
            let failing = found.filter(\.isError)
            if !failing.isEmpty { throw .violations(failing) }
            return
        }
        for finding in found {
            Issue.record(
                Comment(rawValue: "\(finding.message) [\(finding.rule)] — \(finding.documentation)"),
                severity: finding.isError ? .error : .warning,
                sourceLocation: SourceLocation(
                    fileID: finding.fileID, filePath: finding.filePath, line: finding.line, column: finding.column))
        }
    }

    /// The findings of the project around `filePath`, without recording anything: for a test
    /// that asserts its own way.
    public static func findings(
        _ filePath: String = #filePath, paths: [String] = [], rules: [String]? = nil, baseline: String? = nil, strict: Bool = false
    ) throws(ArchitectureCheckError) -> [ArchitectureFinding] {
        let start = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        guard let configuration = Configuration.find(startingAt: start) else { throw .noConfiguration(searchedFrom: start.path) }
        let root = configuration.deletingLastPathComponent()
        if let rules {
            let known = RuleID.allCases.map(\.rawValue)
            for rule in rules where !known.contains(rule) { throw .unknownRule(rule, known: known) }
        }
        var diagnostics: [Diagnostic]
        do {
            let check = try ProjectCheck(paths: paths, configurationFile: configuration, currentDirectory: root)
            diagnostics = try check.run().diagnostics
            if let baseline {
                let file = URL(fileURLWithPath: baseline, relativeTo: root)
                diagnostics = try Baseline.load(from: file).apply(to: diagnostics, baselineFile: baseline)
            }
        } catch {
            throw .unreadable(error.description)
        }
        let selected = rules.map(Set.init)
        return diagnostics
            .filter { $0.severity != .off && selected?.contains($0.ruleID) ?? true }
            .map { diagnostic in
                let file = diagnostic.location.file
                return ArchitectureFinding(
                    rule: diagnostic.ruleID, isError: diagnostic.severity == .error || strict, message: diagnostic.message,
                    filePath: file.hasPrefix("/") ? file : root.appendingPathComponent(file).path,
                    line: max(diagnostic.location.line, 1), column: max(diagnostic.location.column, 1),
                    documentation: RuleID(rawValue: diagnostic.ruleID)?.documentationURL ?? RuleID.documentationBase)
            }
    }
}
