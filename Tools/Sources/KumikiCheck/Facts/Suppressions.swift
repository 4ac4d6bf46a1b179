import Foundation
import KumikiSourceFiles

/// The `// kumiki:disable…` comments of one file.
///
/// - `// kumiki:disable rule-id …` disables the rules from that line until
///   `// kumiki:enable rule-id …` or the end of the file;
/// - `// kumiki:disable:next rule-id …` disables them on the next line only;
/// - `// kumiki:disable:this rule-id …` disables them on its own line.
///
/// `all` stands for every rule.
public struct Suppressions: Codable, Hashable, Sendable {
    /// Closed ranges of disabled lines, by rule id (or `all`).
    public var ranges: [String: [ClosedRange<Int>]] = [:]

    /// Creates an empty set.
    public init() {}

    /// Reads the comments of `source`.
    public init(source: String) {
        var source = source
        self = source.withUTF8 { Suppressions($0, lines: LineTable($0)) }
    }

    /// Reads the comments of a file's UTF-8 bytes, whose lines are already indexed.
    init(_ bytes: UnsafeBufferPointer<UInt8>, lines: LineTable) {
        var open: [String: Int] = [:]
        for (number, directive) in Suppressions.directives(in: bytes, lines: lines) {
            let words = directive.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
            guard let command = words.first else { continue }
            let rules = words.dropFirst().map(String.init)
            switch command {
            case "disable": rules.forEach { open[$0] = open[$0] ?? number }
            case "enable":
                for rule in rules {
                    if let start = open.removeValue(forKey: rule) { ranges[rule, default: []].append(start...number) }
                }
            case "disable:next": rules.forEach { ranges[$0, default: []].append((number + 1)...(number + 1)) }
            case "disable:this": rules.forEach { ranges[$0, default: []].append(number...number) }
            default: continue
            }
        }
        for (rule, start) in open {
            ranges[rule, default: []].append(start...Int.max)
        }
    }

    /// The text after `kumiki:` in every line comment, with its line number: the first
    /// marker on a line that has `//` before it, up to the end of that line.
    ///
    /// Markers are found with the C library's vectorised `memchr` rather than by scanning
    /// every byte: every file is searched, and most markers are `kumiki:bound-input`
    /// comments in ViewModels. Lines end at `\n`, `\r\n` or `\r`, as they do for reported locations.
    static func directives(in bytes: UnsafeBufferPointer<UInt8>, lines: LineTable) -> [(line: Int, text: String)] {
        let marker: StaticString = "kumiki:"
        var found: [(line: Int, text: String)] = []
        var searchFrom = 0
        // What is known of the line holding the last marker, so that no byte is looked at twice
        // however many markers a line holds.
        var lineStart = 0, checkedUpTo = 0, lineHasComment = false
        while let position = bytes.firstOffset(of: marker, from: searchFrom) {
            var back = position
            while back > checkedUpTo, !bytes.isLineBreak(at: back - 1) { back -= 1 }
            if back > checkedUpTo {
                // A line break after the last marker: this marker's line starts at `back`.
                (lineStart, checkedUpTo, lineHasComment) = (back, back, false)
            }
            let unchecked = UnsafeBufferPointer(rebasing: bytes[max(checkedUpTo - 1, lineStart)..<position])
            lineHasComment = lineHasComment || unchecked.contains("//")
            checkedUpTo = position
            if lineHasComment {
                let lineEnd = bytes.lineEnd(from: position + marker.utf8CodeUnitCount)
                let text = UnsafeBufferPointer(rebasing: bytes[(position + marker.utf8CodeUnitCount)..<lineEnd])
                found.append((lines.lineAndColumn(ofUTF8Offset: position).line, String(decoding: text, as: UTF8.self)))
                searchFrom = lineEnd
            } else {
                searchFrom = position + 1
            }
        }
        return found
    }

    /// Whether `rule` is disabled on `line`.
    public func isSuppressed(_ rule: RuleID, line: Int) -> Bool {
        // Asked for every finding and every layer edge; almost no file has a suppression.
        guard !ranges.isEmpty else { return false }
        return [rule.rawValue, "all"].contains { key in ranges[key]?.contains { $0.contains(line) } ?? false }
    }
}
