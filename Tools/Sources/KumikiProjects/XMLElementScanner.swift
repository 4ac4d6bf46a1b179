/// Splits the XML Xcode writes for workspaces into element openings and closings with their
/// attributes and lines: just enough XML for `contents.xcworkspacedata`, without linking
/// libxml2 into the tool. Damaged input is a ``PropertyListError``-shaped fault with a line.
struct XMLElementScanner {
    /// One tag.
    enum Event: Equatable {
        /// `<Name a="b">` (or self-closing, then followed by its `.close`).
        case open(name: String, attributes: [String: String], line: Int)
        /// `</Name>`.
        case close(name: String, line: Int)
    }

    /// The deepest element nesting accepted.
    static let maximumDepth = 256

    /// Every tag of `text`, in order; the elements must nest properly and close.
    static func events(in text: String) throws(PropertyListError) -> [Event] {
        var scanner = XMLElementScanner(bytes: Array(text.utf8))
        return try scanner.scan()
    }

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var lineStart = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func scan() throws(PropertyListError) -> [Event] {
        var events: [Event] = []
        var open: [(name: String, line: Int)] = []
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\n") { newLine() }
            guard byte == UInt8(ascii: "<") else {
                offset += 1
                continue
            }
            let tagLine = line, tagColumn = column
            if starts(with: "<?") {
                try skip(past: "?>", what: "processing instruction", line: tagLine, column: tagColumn)
            } else if starts(with: "<!--") {
                try skip(past: "-->", what: "comment", line: tagLine, column: tagColumn)
            } else if starts(with: "</") {
                offset += 2
                let name = try self.name()
                skipWhitespace()
                try expect(">")
                guard let last = open.popLast() else {
                    throw PropertyListError(line: tagLine, column: tagColumn, message: "</\(name)> closes no element")
                }
                guard last.name == name else {
                    throw PropertyListError(line: tagLine, column: tagColumn,
                                            message: "</\(name)> does not close <\(last.name)> opened on line \(last.line)")
                }
                events.append(.close(name: name, line: tagLine))
            } else {
                offset += 1
                let name = try self.name()
                var attributes: [String: String] = [:]
                while true {
                    skipWhitespace()
                    guard offset < bytes.count else {
                        throw PropertyListError(line: tagLine, column: tagColumn, message: "the tag <\(name) opened here never ends")
                    }
                    if bytes[offset] == UInt8(ascii: ">") {
                        offset += 1
                        open.append((name, tagLine))
                        guard open.count <= Self.maximumDepth else {
                            throw PropertyListError(line: tagLine, column: tagColumn, message: "elements nest deeper than \(Self.maximumDepth) levels")
                        }
                        events.append(.open(name: name, attributes: attributes, line: tagLine))
                        break
                    }
                    if starts(with: "/>") {
                        offset += 2
                        events.append(.open(name: name, attributes: attributes, line: tagLine))
                        events.append(.close(name: name, line: tagLine))
                        break
                    }
                    let key = try self.name()
                    skipWhitespace()
                    try expect("=")
                    skipWhitespace()
                    attributes[key] = try quoted()
                }
            }
        }
        if let unclosed = open.last {
            throw PropertyListError(line: unclosed.line, column: 1, message: "<\(unclosed.name)> opened here is never closed")
        }
        return events
    }

    private var column: Int { offset - lineStart + 1 }

    private mutating func newLine() {
        line += 1
        lineStart = offset + 1
    }

    private func starts(with text: String) -> Bool {
        let pattern = Array(text.utf8)
        return bytes.count - offset >= pattern.count && bytes[offset..<(offset + pattern.count)].elementsEqual(pattern)
    }

    private mutating func skip(past terminator: String, what: String, line: Int, column: Int) throws(PropertyListError) {
        while offset < bytes.count {
            if starts(with: terminator) {
                offset += terminator.utf8.count
                return
            }
            if bytes[offset] == UInt8(ascii: "\n") { newLine() }
            offset += 1
        }
        throw PropertyListError(line: line, column: column, message: "the \(what) opened here never ends")
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) {
            if bytes[offset] == UInt8(ascii: "\n") { newLine() }
            offset += 1
        }
    }

    private mutating func name() throws(PropertyListError) -> String {
        let start = offset
        while offset < bytes.count, isNameByte(bytes[offset]) { offset += 1 }
        guard offset > start else { throw PropertyListError(line: line, column: column, message: "expected a name here") }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":"):
            return true
        default:
            return byte >= 0x80
        }
    }

    private mutating func expect(_ character: Unicode.Scalar) throws(PropertyListError) {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: character) else {
            throw PropertyListError(line: line, column: column, message: "expected '\(character)' here")
        }
        offset += 1
    }

    /// A quoted attribute value with its entities decoded.
    private mutating func quoted() throws(PropertyListError) -> String {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'") else {
            throw PropertyListError(line: line, column: column, message: "expected a quoted attribute value here")
        }
        let quote = bytes[offset], openLine = line, openColumn = column
        offset += 1
        let start = offset
        while offset < bytes.count, bytes[offset] != quote {
            if bytes[offset] == UInt8(ascii: "\n") { newLine() }
            offset += 1
        }
        guard offset < bytes.count else {
            throw PropertyListError(line: openLine, column: openColumn, message: "the attribute value opened here is never closed")
        }
        let raw = String(decoding: bytes[start..<offset], as: UTF8.self)
        offset += 1
        return Self.decodeEntities(raw)
    }

    /// `&amp;` `&lt;` `&gt;` `&quot;` `&apos;` and numeric character references; anything else is kept.
    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[ampersand...]
            guard let semicolon = rest.firstIndex(of: ";"), rest.distance(from: ampersand, to: semicolon) <= 10 else {
                result += "&"
                rest = rest.dropFirst()
                continue
            }
            let entity = rest[rest.index(after: ampersand)..<semicolon]
            let named: [Substring: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
            if let value = named[entity] {
                result += value
            } else if entity.hasPrefix("#x"), let code = UInt32(entity.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(code) {
                result.unicodeScalars.append(scalar)
            } else if entity.hasPrefix("#"), let code = UInt32(entity.dropFirst()), let scalar = Unicode.Scalar(code) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "&" + entity + ";"
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}
