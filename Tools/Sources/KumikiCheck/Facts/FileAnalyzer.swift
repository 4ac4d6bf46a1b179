import SwiftParser
import SwiftSyntax
import KumikiSourceFiles

/// Extracts ``FileFacts`` from Swift source with swift-syntax.
public enum FileAnalyzer {
    /// Member names that mark a singleton when accessed on a type (`URLSession.shared`).
    public static let singletonMembers: Set<String> = ["shared", "sharedInstance", "default", "standard", "instance", "current"]

    /// Parses `source` and collects its facts; a file that does not parse yields a `parseError`.
    public static func analyze(source: String, path: String) -> FileFacts {
        var source = source
        return source.withUTF8 { analyze(bytes: $0, path: path) }
    }

    /// Parses a file's bytes as read from disk; bytes that are not UTF-8 become parse errors, as in the compiler.
    static func analyze(bytes: UnsafeBufferPointer<UInt8>, path: String) -> FileFacts {
        let lines = LineTable(bytes)
        if let excess = NestingGuard.firstExcess(in: bytes) {
            // Not parsed at all: the parser would recurse once per level, past any stack,
            // or (square brackets) take exponential time.
            var facts = FileFacts(path: path)
            facts.parseError = excess.message
            facts.parseErrorPosition = FileFacts.Position(line: excess.line, column: 1)
            facts.suppressions = Suppressions(bytes, lines: lines)
            return facts
        }
        let tree = Parser.parse(source: bytes)
        var collector = FactsCollector(path: path, source: bytes, lines: lines)
        collector.collect(tree)
        if tree.hasError { recordParseError(in: tree, into: &collector.facts) }
        collector.facts.suppressions = Suppressions(bytes, lines: lines)
        return collector.takeFacts()
    }

    /// The first parse diagnostic, located; computed only for the rare file that does not parse.
    private static func recordParseError(in tree: SourceFileSyntax, into facts: inout FileFacts) {
        if let problem = ParseErrorLocator.firstProblem(in: tree) {
            let location = SourceLocationConverter(fileName: facts.path, tree: tree).location(for: problem.position)
            facts.parseError = problem.message
            facts.parseErrorPosition = FileFacts.Position(line: location.line, column: location.column)
        } else {
            facts.parseError = "the file does not parse"
            facts.parseErrorPosition = FileFacts.Position(line: 1, column: 1)
        }
    }
}
