import Foundation

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
        self = source.withUTF8 { Suppressions($0) }
    }

    /// Reads the comments of a file's UTF-8 bytes.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var open: [String: Int] = [:]
        for (number, directive) in Suppressions.directives(in: bytes) {
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

    /// The text after `kumiki:` in every line comment, with its line number.
    ///
    /// One pass over the UTF-8 bytes: every file is scanned, and almost none has a marker.
    /// Lines end at `\n`, `\r\n` or `\r`, as they do for reported locations.
    static func directives(in bytes: UnsafeBufferPointer<UInt8>) -> [(line: Int, text: String)] {
        let marker: StaticString = "kumiki:"
        // Almost no file has a marker: look for one, jumping from `k` to `k` with the C library's
        // vectorised `memchr`, before scanning line by line.
        guard bytes.contains(marker) else { return [] }
        return marker.withUTF8Buffer { marker in
            var found: [(line: Int, text: String)] = []
            var line = 1
            var lineHasComment = false
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    let isCRLF = byte == UInt8(ascii: "\r") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n")
                    index += isCRLF ? 2 : 1
                    line += 1
                    lineHasComment = false
                    continue
                }
                if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    lineHasComment = true
                } else if lineHasComment, byte == marker[0], index + marker.count <= bytes.count,
                          marker.indices.allSatisfy({ bytes[index + $0] == marker[$0] }) {
                    let start = index + marker.count
                    var end = start
                    while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
                    found.append((line, String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)))
                    index = end
                    continue
                }
                index += 1
            }
            return found
        }
    }

    /// Whether `rule` is disabled on `line`.
    public func isSuppressed(_ rule: RuleID, line: Int) -> Bool {
        // Asked for every finding and every layer edge; almost no file has a suppression.
        guard !ranges.isEmpty else { return false }
        return [rule.rawValue, "all"].contains { key in ranges[key]?.contains { $0.contains(line) } ?? false }
    }
}
