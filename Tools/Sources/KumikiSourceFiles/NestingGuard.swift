/// How deep brackets, parentheses and braces may nest before a file is reported instead
/// of parsed. swift-syntax's parser (its lookahead in particular) recurses once per level
/// with no limit of its own, so a file of 50,000 `[` overflowed the stack and took every
/// other file's findings down with the process.
public enum NestingGuard {
    /// The deepest nesting parsed; real code stays far below it (the Swift compiler itself
    /// rejects expressions long before), and the parser stays within a worker's stack.
    public static let limit = 256

    /// The deepest nesting of square brackets parsed. The parser's lookahead for an array or
    /// dictionary literal (`[[[[…]]]]`) takes time exponential in the depth: 16 levels parse
    /// in about a second in a debug build, 20 in 14 s, 24 in three minutes. No real code nests
    /// collection literals or subscripts this deep; a hang would stop the team's build as surely
    /// as a crash.
    public static let squareBracketLimit = 16

    /// Where nesting first goes deeper than a limit (the line, from 1, and which limit), or
    /// `nil` if it never does. Comments and the text of string literals are skipped, so
    /// brackets inside them do not count; an interpolation (`\(…)`, `\#(…)` in a raw string)
    /// is code, and counts.
    package static func firstExcess(in bytes: UnsafeBufferPointer<UInt8>, limit: Int = NestingGuard.limit,
                            squareBracketLimit: Int = NestingGuard.squareBracketLimit) -> (line: Int, message: String)? {
        /// Where the scan is: in a string literal, or in an interpolation inside one (code,
        /// ended by the `)` that matches its `(`).
        enum Context {
            case string(multiline: Bool, hashes: Int)
            /// `depth` is the nesting outside it: the `)` met at that depth closes it.
            case interpolation(depth: Int)
        }
        var contexts: [Context] = []
        var depth = 0
        var squareDepth = 0
        // Generic argument lists (`Array<Array<…>>`) recurse in the parser too. A `<` may also be a
        // comparison that no `>` closes, so angle depth only counts within a line and a statement.
        var angleDepth = 0
        var line = 1
        var index = 0
        let count = bytes.count
        func byte(_ offset: Int) -> UInt8 { index + offset < count ? bytes[index + offset] : 0 }
        // Swift ends a line at "\n", "\r" or "\r\n" (a lone "\r" ends a `//` comment too, and
        // what follows it is code the parser reads); "\r\n" counts once, at its "\n".
        func endsLine(_ byte: UInt8, next: UInt8) -> Bool {
            byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && next != UInt8(ascii: "\n"))
        }
        func isLineBreak(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        }
        /// Whether `hashes` `#` follow, from `offset`.
        func hashes(_ wanted: Int, at offset: Int) -> Bool {
            (0..<wanted).allSatisfy { byte(offset + $0) == UInt8(ascii: "#") }
        }
        let tooDeep = "nesting deeper than \(limit) (brackets, parentheses, braces and generic arguments)"
        // Most bytes change nothing: letters, digits, spaces. Skipping them with a table lookup,
        // before the case analysis below, made this scan (run on every file before parsing)
        // several times faster.
        let codeStops = Self.codeStops, textStops = Self.textStops
        while index < count {
            if case .string(let multiline, let hashCount)? = contexts.last {
                while index < count, !textStops[Int(bytes[index])] { index += 1 }
                guard index < count else { break }
                let current = bytes[index]
                if isLineBreak(current) {
                    // A single-line literal cannot span lines: an unterminated one ends here,
                    // and the line break is counted as code's.
                    if !multiline {
                        contexts.removeLast()
                        continue
                    }
                    if endsLine(current, next: byte(1)) { line += 1 }
                    index += 1
                } else if current == UInt8(ascii: "\\"), hashes(hashCount, at: 1) {
                    if byte(1 + hashCount) == UInt8(ascii: "(") {
                        contexts.append(.interpolation(depth: depth))
                        index += 2 + hashCount
                    } else {
                        // An escape: the byte after it is text, even a quote (a line break is left to end a line).
                        index += 1 + hashCount
                        if index < count, !isLineBreak(bytes[index]) { index += 1 }
                    }
                } else if current == UInt8(ascii: "\""), !multiline || (byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")),
                          hashes(hashCount, at: multiline ? 3 : 1) {
                    index += (multiline ? 3 : 1) + hashCount
                    contexts.removeLast()
                } else {
                    index += 1
                }
                continue
            }
            while index < count, !codeStops[Int(bytes[index])] { index += 1 }
            guard index < count else { break }
            let current = bytes[index]
            switch current {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if endsLine(current, next: byte(1)) { line += 1 }
                angleDepth = 0
            case UInt8(ascii: ";"), UInt8(ascii: "="):
                angleDepth = 0
            case UInt8(ascii: "<"):
                angleDepth += 1
                if depth + angleDepth > limit { return (line, tooDeep) }
            case UInt8(ascii: ">"):
                angleDepth = max(0, angleDepth - 1)
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
                while index < count, !isLineBreak(bytes[index]) { index += 1 }
                continue
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
                // Block comments nest in Swift.
                var commentDepth = 0
                while index < count {
                    if bytes[index] == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                        commentDepth += 1
                        index += 2
                    } else if bytes[index] == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                        commentDepth -= 1
                        index += 2
                        if commentDepth == 0 { break }
                    } else {
                        if endsLine(bytes[index], next: byte(1)) { line += 1 }
                        index += 1
                    }
                }
                continue
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                // A string literal, raw (`#"…"#`) or not, single-line or multi-line.
                var hashCount = 0
                while byte(hashCount) == UInt8(ascii: "#") { hashCount += 1 }
                guard byte(hashCount) == UInt8(ascii: "\"") else {
                    index += max(1, hashCount)
                    continue
                }
                let multiline = byte(hashCount + 1) == UInt8(ascii: "\"") && byte(hashCount + 2) == UInt8(ascii: "\"")
                contexts.append(.string(multiline: multiline, hashes: hashCount))
                index += hashCount + (multiline ? 3 : 1)
                continue
            // Angle brackets are left out: `<` is also a comparison, with no `>` to close it.
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if current == UInt8(ascii: "{") { angleDepth = 0 }
                if depth + angleDepth > limit { return (line, tooDeep) }
                if current == UInt8(ascii: "[") {
                    squareDepth += 1
                    if squareDepth > squareBracketLimit { return (line, "square brackets nested deeper than \(squareBracketLimit)") }
                }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if current == UInt8(ascii: ")"), case .interpolation(let outerDepth)? = contexts.last, depth == outerDepth {
                    // The interpolation ends: back in its string.
                    contexts.removeLast()
                    index += 1
                    continue
                }
                depth = max(0, depth - 1)
                if current == UInt8(ascii: "}") { angleDepth = 0 }
                if current == UInt8(ascii: "]") { squareDepth = max(0, squareDepth - 1) }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// The bytes of code that the scan acts on; ``firstExcess(in:limit:squareBracketLimit:)``'s
    /// `default` case is every other byte.
    private static let codeStops = stops(in: "\n\r;=<>/#\"([{)]}")

    /// The bytes of a string literal's text that the scan acts on: line breaks, escapes and quotes.
    private static let textStops = stops(in: "\n\r\\\"")

    /// A table, by byte value, of the bytes in `characters`.
    private static func stops(in characters: String) -> [Bool] {
        var table = [Bool](repeating: false, count: 256)
        for byte in characters.utf8 { table[Int(byte)] = true }
        return table
    }
}
