import KumikiCheck
import KumikiLSP

/// A `kumiki check` finding as the editor shows it: its range in the open document (LSP counts
/// UTF-16 code units from 0; `kumiki` counts UTF-8 bytes from 1), its rule as the code with a
/// link to the rule's documentation, and its baseline key kept for the code actions.
enum DiagnosticConverter {
    static func convert(
        _ finding: KumikiCheck.Diagnostic, in document: TextDocument, related: [DiagnosticRelatedInformation]
    ) -> KumikiLSP.Diagnostic {
        let severity: Int
        switch finding.severity {
        case .error: severity = 1
        case .warning: severity = 2
        case .off: severity = 3
        }
        return KumikiLSP.Diagnostic(
            range: range(of: finding, in: document), severity: severity, code: finding.ruleID,
            codeDescription: RuleID(rawValue: finding.ruleID).map { CodeDescription(href: $0.documentationURL) },
            source: "kumiki", message: finding.message, relatedInformation: related.isEmpty ? nil : related,
            data: .object([
                "rule": .string(finding.ruleID), "file": .string(finding.location.file), "symbol": .string(finding.symbol),
            ]))
    }

    /// The statement for an import or an attribute (the line from the finding on), else the word at the finding.
    static func range(of finding: KumikiCheck.Diagnostic, in document: TextDocument) -> Range {
        let start = document.position(line: finding.location.line, utf8Column: finding.location.column)
        let line = document.line(start.line)
        let fromStart = line.utf16.dropFirst(start.character)
        let rest = String(fromStart) ?? ""
        let trimmed = rest.trimmingTrailingWhitespace()
        let length: Int
        if rest.hasPrefix("import ") || rest.hasPrefix("@") || rest.hasPrefix("public import") {
            length = trimmed.utf16.count
        } else {
            length = trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "!" }.utf16.count
        }
        return Range(start: start, end: Position(line: start.line, character: start.character + max(length, 1)))
    }
}

extension String {
    /// The string without the spaces and tabs at its end.
    fileprivate func trimmingTrailingWhitespace() -> String {
        var result = self
        while let last = result.last, last == " " || last == "\t" { result.removeLast() }
        return result
    }
}
