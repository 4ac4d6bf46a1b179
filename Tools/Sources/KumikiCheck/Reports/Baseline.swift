import Foundation
import KumikiSourceFiles

/// Known violations a team accepts while adopting `kumiki check`, keyed by
/// rule, file and symbol (never by line, so edits elsewhere do not invalidate it).
///
/// A baseline only shrinks: entries that no longer match are reported as
/// `stale-baseline` so they get deleted.
public struct Baseline: Codable, Equatable, Sendable {
    /// One accepted violation kind in one file.
    public struct Entry: Codable, Hashable, Sendable {
        /// The rule id.
        public var rule: String
        /// The file.
        public var file: String
        /// The symbol the diagnostics name.
        public var symbol: String
        /// How many such diagnostics are accepted.
        public var count: Int
    }

    /// The file `kumiki check`, `kumiki lsp` and `kumiki adopt` use beside `.kumiki.yml` when no other is named.
    public static let defaultFileName = ".kumiki-baseline.json"

    /// The format version.
    public var version = 1
    /// The accepted violations.
    public var entries: [Entry]

    /// A baseline accepting exactly `diagnostics`.
    public init(accepting diagnostics: [Diagnostic]) {
        let groups = Dictionary(grouping: diagnostics) { Entry(rule: $0.ruleID, file: $0.location.file, symbol: $0.symbol, count: 0) }
        entries = groups.map { key, found in
            Entry(rule: key.rule, file: key.file, symbol: key.symbol, count: found.count)
        }.sorted { ($0.file, $0.rule, $0.symbol) < ($1.file, $1.rule, $1.symbol) }
    }

    /// Accepts one more finding of `rule` in `file` at `symbol` (an editor's "add to the baseline").
    public mutating func accept(rule: String, file: String, symbol: String) {
        if let index = entries.firstIndex(where: { $0.rule == rule && $0.file == file && $0.symbol == symbol }) {
            entries[index].count += 1
        } else {
            entries.append(Entry(rule: rule, file: file, symbol: symbol, count: 1))
            entries.sort { ($0.file, $0.rule, $0.symbol) < ($1.file, $1.rule, $1.symbol) }
        }
    }

    /// Reads a baseline file.
    public static func load(from url: URL) throws(CheckError) -> Baseline {
        do {
            return try JSONDecoder().decode(Baseline.self, from: Data(contentsOf: url))
        } catch {
            throw .baseline(file: url.path, message: "not a kumiki baseline: \(error)")
        }
    }

    /// The baseline as pretty, stable JSON, ending in a newline as a text file does.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(self)) ?? Data()) + Data("\n".utf8)
    }

    /// Removes the diagnostics the baseline accepts and adds one `stale-baseline`
    /// warning per entry that accepts more than it matched.
    public func apply(to diagnostics: [Diagnostic], baselineFile: String) -> [Diagnostic] {
        var remaining = Dictionary(uniqueKeysWithValues: entries.map { (Key($0), $0.count) })
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            let key = Key(rule: diagnostic.ruleID, file: diagnostic.location.file, symbol: diagnostic.symbol)
            if let left = remaining[key], left > 0 {
                remaining[key] = left - 1
            } else {
                kept.append(diagnostic)
            }
        }
        for entry in entries {
            let left = remaining[Key(entry)] ?? 0
            guard left > 0 else { continue }
            kept.append(Diagnostic(
                ruleID: RuleID.staleBaseline.rawValue, severity: .warning,
                message: "The baseline accepts \(entry.count) \(entry.rule) in \(entry.file) (\(entry.symbol)) "
                    + "but \(left) no longer occur; remove them (kumiki check --write-baseline).",
                location: SourceLocation(file: baselineFile, line: 1, column: 1), symbol: "\(entry.rule):\(entry.file):\(entry.symbol)"
            ))
        }
        return kept
    }

    private struct Key: Hashable {
        let rule: String
        let file: String
        let symbol: String

        init(rule: String, file: String, symbol: String) {
            self.rule = rule
            self.file = file
            self.symbol = symbol
        }

        init(_ entry: Entry) {
            self.init(rule: entry.rule, file: entry.file, symbol: entry.symbol)
        }
    }
}
