import KumikiSourceFiles

/// One way of damaging a Swift file, as editors, merges, disks and copy-paste damage them.
enum Mutation: String, CaseIterable {
    case truncate, junkTokens, deleteSpan, shuffleLines, flipBytes, deepNesting
    case hugeLiteral, mixedLineEndings, nulBytes, controlBeforeOperator, duplicateSpan, unbalance

    /// One of `seeds`, picked at random, damaged by one to three mutations: a fuzz input, with
    /// the mutations that made it, so a failure can be replayed and explained.
    static func damage(oneOf seeds: [[UInt8]], using random: inout SeededGenerator) -> (bytes: [UInt8], mutations: [Mutation]) {
        var bytes = seeds[Int.random(in: 0..<seeds.count, using: &random)]
        var applied: [Mutation] = []
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let mutation = allCases[Int.random(in: 0..<allCases.count, using: &random)]
            bytes = mutation.apply(to: bytes, using: &random)
            applied.append(mutation)
        }
        return (bytes, applied)
    }

    /// `bytes` damaged this way.
    func apply(to bytes: [UInt8], using random: inout SeededGenerator) -> [UInt8] {
        var bytes = bytes
        func position() -> Int { bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &random) }
        switch self {
        case .truncate:
            bytes = Array(bytes.prefix(position()))
        case .junkTokens:
            let junk = ["}", "{", ")", "(", "]", "[", "#if", "#endif", "@", "\\", "\"", "\"\"\"", "/*", "*/", "->", "<", ">",
                        "func", "class", "let", "var", "case", "`", "$0", "#", "?", "!", ":", ";", "=", "...", "é", "🐑", "ﾟ"]
            for _ in 0..<Int.random(in: 1...12, using: &random) {
                let token = junk[Int.random(in: 0..<junk.count, using: &random)]
                bytes.insert(contentsOf: Array((" " + token + " ").utf8), at: position())
            }
        case .deleteSpan:
            let start = position()
            let end = min(bytes.count, start + Int.random(in: 1...400, using: &random))
            bytes.removeSubrange(start..<end)
        case .shuffleLines:
            var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
            lines.shuffle(using: &random)
            bytes = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
        case .flipBytes:
            for _ in 0..<Int.random(in: 1...20, using: &random) where !bytes.isEmpty {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                bytes[index] ^= UInt8(1 << Int.random(in: 0..<8, using: &random))
            }
        case .deepNesting:
            let opener = ["[", "(", "{", "<", "(["][Int.random(in: 0..<5, using: &random)]
            let depth = [20, 300, 2_000, 50_000][Int.random(in: 0..<4, using: &random)]
            let prefix = ["let x = ", "func f() { ", "", "var y: "][Int.random(in: 0..<4, using: &random)]
            bytes.insert(contentsOf: Array((prefix + String(repeating: opener, count: depth)).utf8), at: position())
        case .hugeLiteral:
            // Large enough to overflow any fixed buffer or integer parse, small enough to parse
            // thousands of them a minute in a debug build.
            let size = [5_000, 40_000][Int.random(in: 0..<2, using: &random)]
            let literal = ["\"" + String(repeating: "あ", count: size) + "\"", String(repeating: "9", count: size),
                           "0x" + String(repeating: "F", count: size), String(repeating: "a", count: size)][Int.random(in: 0..<4, using: &random)]
            bytes.insert(contentsOf: Array((" " + literal + " ").utf8), at: position())
        case .mixedLineEndings:
            bytes = bytes.flatMap { byte -> [UInt8] in
                guard byte == UInt8(ascii: "\n") else { return [byte] }
                switch Int.random(in: 0..<3, using: &random) {
                case 0: return [0x0D, 0x0A]
                case 1: return [0x0D]
                default: return [0x0A]
                }
            }
        case .nulBytes:
            for _ in 0..<Int.random(in: 1...8, using: &random) { bytes.insert(0, at: position()) }
        case .controlBeforeOperator:
            // The shape that trapped swift-syntax's diagnostics: a control or invalid byte, then `=`.
            let control: [UInt8] = [[0x0F], [0xC6], [0x01], [0x1B], [0xFF], [0x7F]][Int.random(in: 0..<6, using: &random)]
            bytes.insert(contentsOf: [UInt8(ascii: "0"), UInt8(ascii: " ")] + control + Array("= ".utf8), at: position())
        case .duplicateSpan:
            let start = position()
            let end = min(bytes.count, start + Int.random(in: 1...2_000, using: &random))
            bytes.insert(contentsOf: bytes[start..<end], at: position())
        case .unbalance:
            let closers = ["}", ")", "]", "\"\"\"", "*/"]
            for _ in 0..<Int.random(in: 1...30, using: &random) {
                bytes.insert(contentsOf: Array(closers[Int.random(in: 0..<closers.count, using: &random)].utf8), at: position())
            }
        }
        return bytes
    }
}
