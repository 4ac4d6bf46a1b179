import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Extracts ``FileFacts`` from Swift source with swift-syntax.
public enum FileAnalyzer {
    /// Member names that mark a singleton when accessed on a type (`URLSession.shared`).
    public static let singletonMembers: Set<String> = ["shared", "sharedInstance", "default", "standard", "instance"]

    /// Parses `source` and collects its facts; a file that does not parse yields a `parseError`.
    public static func analyze(source: String, path: String) -> FileFacts {
        var source = source
        return source.withUTF8 { analyze(bytes: $0, path: path) }
    }

    /// Parses a file's bytes as read from disk; bytes that are not UTF-8 become parse errors, as in the compiler.
    static func analyze(bytes: UnsafeBufferPointer<UInt8>, path: String) -> FileFacts {
        let tree = Parser.parse(source: bytes)
        let lines = LineTable(bytes)
        var collector = FactsCollector(path: path, source: bytes, lines: lines)
        collector.collect(tree)
        if tree.hasError { recordParseError(in: tree, into: &collector.facts) }
        collector.facts.suppressions = Suppressions(bytes, lines: lines)
        return collector.takeFacts()
    }

    /// The first parse diagnostic, located; computed only for the rare file that does not parse.
    private static func recordParseError(in tree: SourceFileSyntax, into facts: inout FileFacts) {
        let converter = SourceLocationConverter(fileName: facts.path, tree: tree)
        if let first = ParseDiagnosticsGenerator.diagnostics(for: tree).first {
            let location = first.location(converter: converter)
            facts.parseError = first.message
            facts.parseErrorPosition = FileFacts.Position(line: location.line, column: location.column)
        } else {
            facts.parseError = "the file does not parse"
            facts.parseErrorPosition = FileFacts.Position(line: 1, column: 1)
        }
    }
}
