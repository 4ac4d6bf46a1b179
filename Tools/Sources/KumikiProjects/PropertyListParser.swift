/// Reads the OpenStep (old-style ASCII) property lists Xcode writes as `project.pbxproj`.
///
/// Foundation's `PropertyListSerialization` reads the format too, but it gives no line for a
/// value (findings about a target's dependency point at the line that declares it) and its C
/// parser recurses once per nesting level, so a damaged file could take the process down. This
/// parser walks the bytes once, keeps every value's line, refuses nesting deeper than
/// ``maximumDepth`` and answers every damaged input with a ``PropertyListError`` that names the
/// line and column.
public struct PropertyListParser: ~Copyable {
    /// The deepest nesting of arrays and dictionaries accepted; Xcode writes five levels.
    public static let maximumDepth = 128

    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    private var line = 1
    /// Where the current line starts, for columns.
    private var lineStart = 0

    /// Parses `bytes` as one property list (a value, then nothing but comments and whitespace).
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(PropertyListError) -> PropertyList {
        var parser = PropertyListParser(bytes: bytes)
        return try parser.document()
    }

    /// Parses the UTF-8 bytes of `text`.
    public static func parse(_ text: String) throws(PropertyListError) -> PropertyList {
        try Array(text.utf8).withUnsafeBufferPointer { bytes in Result { () throws(PropertyListError) in try parse(bytes) } }.get()
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private mutating func document() throws(PropertyListError) -> PropertyList {
        try skipTrivia()
        guard offset < bytes.count else { throw error("the file holds no property list") }
        let value = try self.value(depth: 0)
        try skipTrivia()
        guard offset == bytes.count else { throw error("unexpected text after the property list's end") }
        return value
    }

    private mutating func value(depth: Int) throws(PropertyListError) -> PropertyList {
        guard depth < Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        guard offset < bytes.count else { throw error("the file ends where a value was expected") }
        let startLine = line, start = offset
        let storage: PropertyList.Storage
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            storage = .dictionary(try dictionary(depth: depth))
        case UInt8(ascii: "("):
            storage = .array(try array(depth: depth))
        case UInt8(ascii: "<"):
            storage = .data(try data())
        case UInt8(ascii: "\""):
            storage = .string(try quotedString())
        default:
            guard let string = unquotedString() else { throw error("expected a value, found \(describe(bytes[offset]))") }
            storage = .string(string)
        }
        return PropertyList(storage, line: startLine, byteRange: start..<offset)
    }

    private mutating func dictionary(depth: Int) throws(PropertyListError) -> [String: PropertyList] {
        let openLine = line
        offset += 1
        var entries: [String: PropertyList] = [:]
        while true {
            try skipTrivia()
            guard offset < bytes.count else { throw error("the file ends inside the dictionary opened on line \(openLine)") }
            if bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                return entries
            }
            let key: String
            if bytes[offset] == UInt8(ascii: "\"") {
                key = try quotedString()
            } else if let unquoted = unquotedString() {
                key = unquoted
            } else {
                throw error("expected a key or '}', found \(describe(bytes[offset]))")
            }
            try skipTrivia()
            try expect("=", after: "the key '\(key)'")
            try skipTrivia()
            entries[key] = try value(depth: depth + 1)
            try skipTrivia()
            try expect(";", after: "the value of '\(key)'")
        }
    }

    private mutating func array(depth: Int) throws(PropertyListError) -> [PropertyList] {
        let openLine = line
        offset += 1
        var elements: [PropertyList] = []
        while true {
            try skipTrivia()
            guard offset < bytes.count else { throw error("the file ends inside the array opened on line \(openLine)") }
            if bytes[offset] == UInt8(ascii: ")") {
                offset += 1
                return elements
            }
            elements.append(try value(depth: depth + 1))
            try skipTrivia()
            guard offset < bytes.count else { throw error("the file ends inside the array opened on line \(openLine)") }
            switch bytes[offset] {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: ")"): break
            default: throw error("expected ',' or ')' in the array opened on line \(openLine), found \(describe(bytes[offset]))")
            }
        }
    }

    private mutating func data() throws(PropertyListError) -> [UInt8] {
        let openLine = line
        offset += 1
        var result: [UInt8] = []
        var high: UInt8?
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: ">") {
                guard high == nil else { throw error("odd number of hex digits in the data opened on line \(openLine)") }
                offset += 1
                return result
            }
            if byte == UInt8(ascii: "\n") { newLine(at: offset) }
            if Self.isWhitespace(byte) {
                offset += 1
                continue
            }
            guard let digit = Self.hexValue(byte) else { throw error("expected a hex digit in data, found \(describe(byte))") }
            if let first = high {
                result.append(first << 4 | digit)
                high = nil
            } else {
                high = digit
            }
            offset += 1
        }
        throw error("the file ends inside the data opened on line \(openLine)")
    }

    private mutating func quotedString() throws(PropertyListError) -> String {
        let openLine = line, openColumn = offset - lineStart + 1
        offset += 1
        let start = offset
        // Most strings have no escape: their bytes are taken as they are.
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "\""):
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
                offset += 1
                return text
            case UInt8(ascii: "\\"):
                return try escapedString(from: start, openLine: openLine, openColumn: openColumn)
            case UInt8(ascii: "\n"):
                newLine(at: offset)
                offset += 1
            default:
                offset += 1
            }
        }
        throw PropertyListError(line: openLine, column: openColumn, message: "the string opened here is never closed")
    }

    /// The rest of a quoted string that holds an escape, from its first byte at `start`.
    private mutating func escapedString(from start: Int, openLine: Int, openColumn: Int) throws(PropertyListError) -> String {
        var scalars = String.UnicodeScalarView()
        var pending: [UInt8] = Array(UnsafeBufferPointer(rebasing: bytes[start..<offset]))
        func flush() {
            scalars.append(contentsOf: String(decoding: pending, as: UTF8.self).unicodeScalars)
            pending.removeAll(keepingCapacity: true)
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                offset += 1
                guard offset < bytes.count else { break }
                let escaped = bytes[offset]
                offset += 1
                switch escaped {
                case UInt8(ascii: "n"): pending.append(0x0A)
                case UInt8(ascii: "t"): pending.append(0x09)
                case UInt8(ascii: "r"): pending.append(0x0D)
                case UInt8(ascii: "a"): pending.append(0x07)
                case UInt8(ascii: "b"): pending.append(0x08)
                case UInt8(ascii: "f"): pending.append(0x0C)
                case UInt8(ascii: "v"): pending.append(0x0B)
                case UInt8(ascii: "U"), UInt8(ascii: "u"):
                    var value: UInt32 = 0
                    var digits = 0
                    while digits < 4, offset < bytes.count, let digit = Self.hexValue(bytes[offset]) {
                        value = value << 4 | UInt32(digit)
                        offset += 1
                        digits += 1
                    }
                    flush()
                    scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = UInt32(escaped - UInt8(ascii: "0"))
                    var digits = 1
                    while digits < 3, offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[offset]) {
                        value = value << 3 | UInt32(bytes[offset] - UInt8(ascii: "0"))
                        offset += 1
                        digits += 1
                    }
                    flush()
                    scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                case UInt8(ascii: "\n"):
                    newLine(at: offset - 1)
                    pending.append(escaped)
                default:
                    pending.append(escaped)
                }
            case UInt8(ascii: "\n"):
                newLine(at: offset)
                pending.append(byte)
                offset += 1
            default:
                pending.append(byte)
                offset += 1
            }
        }
        throw PropertyListError(line: openLine, column: openColumn, message: "the string opened here is never closed")
    }

    /// An unquoted string (letters, digits and `_$+/:.-`), or `nil` if none starts here.
    private mutating func unquotedString() -> String? {
        let start = offset
        while offset < bytes.count, Self.isUnquotedCharacter(bytes[offset]) {
            offset += 1
        }
        guard offset > start else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    }

    /// Skips whitespace and `/* … */` and `// …` comments, counting lines.
    private mutating func skipTrivia() throws(PropertyListError) {
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\n") {
                newLine(at: offset)
                offset += 1
            } else if Self.isWhitespace(byte) {
                offset += 1
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
                let openLine = line, openColumn = offset - lineStart + 1
                offset += 2
                while true {
                    guard offset + 1 < bytes.count else {
                        throw PropertyListError(line: openLine, column: openColumn, message: "the comment opened here is never closed")
                    }
                    if bytes[offset] == UInt8(ascii: "*"), bytes[offset + 1] == UInt8(ascii: "/") {
                        offset += 2
                        break
                    }
                    if bytes[offset] == UInt8(ascii: "\n") { newLine(at: offset) }
                    offset += 1
                }
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
            } else {
                return
            }
        }
    }

    /// Consumes `character`; `what` is worded only when it is missing (building it for every
    /// key and value cost more than the rest of the parse).
    private mutating func expect(_ character: Unicode.Scalar, after what: @autoclosure () -> String) throws(PropertyListError) {
        guard offset < bytes.count else { throw error("the file ends where '\(character)' was expected after \(what())") }
        guard bytes[offset] == UInt8(ascii: character) else {
            throw error("expected '\(character)' after \(what()), found \(describe(bytes[offset]))")
        }
        offset += 1
    }

    private mutating func newLine(at newline: Int) {
        line += 1
        lineStart = newline + 1
    }

    private func error(_ message: String) -> PropertyListError {
        PropertyListError(line: line, column: offset - lineStart + 1, message: message)
    }

    private func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    private static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
             UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
