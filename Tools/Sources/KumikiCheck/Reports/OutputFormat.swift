import Foundation

/// How `kumiki check` prints its diagnostics.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// `path:line:col: warning|error: message [rule-id]`, which Xcode and most editors understand.
    case xcode
    /// A JSON array of diagnostics.
    case json
    /// SARIF 2.1.0, for GitHub code scanning and other analysers.
    case sarif
    /// GitHub Actions workflow commands (`::error file=…::…`), shown as annotations.
    case github
    /// Checkstyle XML, for Jenkins and Danger.
    case checkstyle
    /// Counts per rule, for humans.
    case summary

    /// Renders `diagnostics` (found in `fileCount` files).
    public func render(_ diagnostics: [Diagnostic], fileCount: Int) -> String {
        switch self {
        case .xcode:
            return diagnostics.map { d in
                "\(d.location.file):\(d.location.line):\(d.location.column): \(d.severity.rawValue): \(d.message) [\(d.ruleID)]"
            }.joined(separator: "\n")
        case .json:
            return Self.encode(diagnostics)
        case .sarif:
            return Self.encode(SARIFLog(diagnostics: diagnostics))
        case .github:
            return diagnostics.map { d in
                let properties = "file=\(Self.githubProperty(d.location.file)),line=\(d.location.line),"
                    + "col=\(d.location.column),title=\(Self.githubProperty(d.ruleID))"
                return "::\(d.severity == .error ? "error" : "warning") \(properties)::\(Self.githubData(d.message))"
            }.joined(separator: "\n")
        case .checkstyle:
            return Self.checkstyle(diagnostics)
        case .summary:
            let errors = diagnostics.filter { $0.severity == .error }.count
            var lines = ["kumiki check: \(fileCount) files, \(errors) errors, \(diagnostics.count - errors) warnings"]
            let byRule = Dictionary(grouping: diagnostics, by: \.ruleID)
            for (rule, found) in byRule.sorted(by: { $0.key < $1.key }) {
                lines.append("  \(rule): \(found.count)")
            }
            return lines.joined(separator: "\n")
        }
    }

    /// `value` as pretty, key-sorted JSON, the way every JSON output of the tool is written.
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }

    private static func githubData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    private static func githubProperty(_ text: String) -> String {
        githubData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    private static func checkstyle(_ diagnostics: [Diagnostic]) -> String {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
                .replacingOccurrences(of: "'", with: "&apos;")
        }
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#, #"<checkstyle version="4.3">"#]
        for (file, found) in Dictionary(grouping: diagnostics, by: \.location.file).sorted(by: { $0.key < $1.key }) {
            lines.append(#"  <file name="\#(escape(file))">"#)
            for d in found {
                lines.append(#"    <error line="\#(d.location.line)" column="\#(d.location.column)" severity="\#(d.severity.rawValue)" message="\#(escape(d.message))" source="kumiki.\#(d.ruleID)"/>"#)
            }
            lines.append("  </file>")
        }
        lines.append("</checkstyle>")
        return lines.joined(separator: "\n")
    }
}
