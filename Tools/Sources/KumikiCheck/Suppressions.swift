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
        // Almost no file has a suppression; skip the line scan for those.
        guard source.utf8.contains(where: { $0 == UInt8(ascii: "k") }), source.contains("kumiki:") else { return }
        var open: [String: Int] = [:]
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            let number = index + 1
            guard let marker = line.range(of: "kumiki:") else { continue }
            let prefix = line[line.startIndex..<marker.lowerBound]
            guard prefix.contains("//") else { continue }
            let words = line[marker.upperBound...].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
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

    /// Whether `rule` is disabled on `line`.
    public func isSuppressed(_ rule: RuleID, line: Int) -> Bool {
        [rule.rawValue, "all"].contains { key in ranges[key]?.contains { $0.contains(line) } ?? false }
    }
}
