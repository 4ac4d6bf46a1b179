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
    /// `nil` if it never does. Comments and string literals are skipped, so brackets inside
    /// them do not count.
    static func firstExcess(in bytes: UnsafeBufferPointer<UInt8>, limit: Int = NestingGuard.limit,
                            squareBracketLimit: Int = NestingGuard.squareBracketLimit) -> (line: Int, message: String)? {
        var depth = 0
        var squareDepth = 0
        // Generic argument lists (`Array<Array<…>>`) recurse in the parser too. A `<` may also be a
        // comparison that no `>` closes, so angle depth only counts within a line and a statement.
        var angleDepth = 0
        var line = 1
        var index = 0
        let count = bytes.count
        func byte(_ offset: Int) -> UInt8 { index + offset < count ? bytes[index + offset] : 0 }
        while index < count {
            let current = bytes[index]
            switch current {
            case UInt8(ascii: "\n"):
                line += 1
                angleDepth = 0
            case UInt8(ascii: ";"), UInt8(ascii: "="):
                angleDepth = 0
            case UInt8(ascii: "<"):
                angleDepth += 1
                if depth + angleDepth > limit { return (line, "nesting deeper than \(limit) (brackets, parentheses, braces and generic arguments)") }
            case UInt8(ascii: ">"):
                angleDepth = max(0, angleDepth - 1)
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
                while index < count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
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
                        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                        index += 1
                    }
                }
                continue
            case UInt8(ascii: "\""):
                let multiline = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
                index += multiline ? 3 : 1
                while index < count {
                    let inner = bytes[index]
                    if inner == UInt8(ascii: "\\") {
                        index += 2
                        continue
                    }
                    if inner == UInt8(ascii: "\n") {
                        line += 1
                        // A single-line literal cannot span lines: an unterminated one ends here.
                        if !multiline { break }
                    }
                    if inner == UInt8(ascii: "\"") {
                        if !multiline {
                            index += 1
                            break
                        }
                        if byte(1) == UInt8(ascii: "\""), byte(2) == UInt8(ascii: "\"") {
                            index += 3
                            break
                        }
                    }
                    index += 1
                }
                continue
            // Angle brackets are left out: `<` is also a comparison, with no `>` to close it.
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if current == UInt8(ascii: "{") { angleDepth = 0 }
                if depth + angleDepth > limit { return (line, "nesting deeper than \(limit) (brackets, parentheses, braces and generic arguments)") }
                if current == UInt8(ascii: "[") {
                    squareDepth += 1
                    if squareDepth > squareBracketLimit { return (line, "square brackets nested deeper than \(squareBracketLimit)") }
                }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
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
}
