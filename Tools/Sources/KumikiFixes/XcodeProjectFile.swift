import KumikiProjects

/// One `project.pbxproj` read for an edit, and the edits staged on it: objects added to their
/// sections, elements added to or removed from lists, objects removed. The new text is the old
/// one with exactly those lines changed, at the places Xcode itself would write them (objects in
/// their section sorted by id, sections in name order, list elements at the list's end), so a
/// diff of the file shows the dependency and nothing else.
struct XcodeProjectFile {
    /// Why the file cannot be edited as asked.
    struct Refusal: Error {
        var message: String
    }

    /// The file's bytes, as read.
    let bytes: [UInt8]
    /// Every object, by id.
    let objects: [String: PropertyList]
    /// The `PBXProject`'s id.
    let rootID: String
    /// The root object.
    let project: PropertyList
    /// The file's indentation step (Xcode writes one tab).
    let indentUnit: String
    /// The format's version: 60 (Xcode 15) and later know local package references.
    let objectVersion: Int

    private var removals: [Range<Int>] = []
    private var newObjects: [(isa: String, id: String, text: String)] = []
    private var appends: [ListKey: [String]] = [:]
    private var elementInsertions: [(offset: Int, text: String)] = []
    private var takenIDs: Set<String>
    /// The byte range of the `objects = { … }` dictionary, where sections go.
    private let objectsRange: Range<Int>

    private struct ListKey: Hashable {
        var object: String
        var key: String
    }

    /// Reads `text`; a file that is no Xcode project is refused with the reason.
    init(_ text: String) throws(Refusal) {
        bytes = Array(text.utf8)
        let root: PropertyList
        do {
            root = try PropertyListParser.parse(text)
        } catch {
            throw Refusal(message: "the project file does not parse (line \(error.line): \(error.message))")
        }
        guard let objectsValue = root["objects"], let objects = objectsValue.dictionary, let rootID = root["rootObject"]?.string,
              let project = objects[rootID], project["isa"]?.string == "PBXProject"
        else {
            throw Refusal(message: "the file is no Xcode project (no objects, or no PBXProject root object)")
        }
        self.objects = objects
        self.rootID = rootID
        objectVersion = root["objectVersion"]?.string.flatMap { Int($0) } ?? 0
        self.project = project
        objectsRange = objectsValue.byteRange
        var taken = Set(objects.keys)
        // Ids written anywhere (another project's, a comment's) are not reused either.
        var run = 0
        for (index, byte) in bytes.enumerated() {
            if Self.isHexDigit(byte) {
                run += 1
            } else {
                if run == 24 { taken.insert(String(decoding: bytes[(index - 24)..<index], as: UTF8.self)) }
                run = 0
            }
        }
        takenIDs = taken
        let keyLine = objectsValue.byteRange.lowerBound
        let start = Self.lineStart(of: keyLine, in: bytes)
        let indentation = bytes[start...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        indentUnit = indentation.isEmpty ? "\t" : String(decoding: indentation, as: UTF8.self)
    }

    // MARK: - Reading

    /// The native target named `name` among the project's targets.
    func target(named name: String) -> (id: String, object: PropertyList)? {
        for id in project["targets"]?.strings ?? [] {
            if let object = objects[id], object["name"]?.string == name { return (id, object) }
        }
        return nil
    }

    /// The string of `key` of the object `id`.
    func string(_ id: String?, _ key: String) -> String? {
        id.flatMap { objects[$0]?[key]?.string }
    }

    /// The ids in the list `key` of the object `id`.
    func list(_ id: String, _ key: String) -> [String] {
        objects[id]?[key]?.strings ?? []
    }

    /// The build phases of the target `id` whose `isa` is `isa` (and that `accepts`).
    func phases(of target: String, isa: String, where accepts: (PropertyList) -> Bool = { _ in true }) -> [String] {
        list(target, "buildPhases").filter { id in objects[id].map { $0["isa"]?.string == isa && accepts($0) } ?? false }
    }

    /// The folder of the project's files, relative to the root: the `.xcodeproj`'s folder and `projectDirPath`.
    func projectDirectory(projectPath: String) -> String {
        RelativePath.join(RelativePath.parent(of: projectPath), project["projectDirPath"]?.string ?? "")
    }

    /// The path of every group and file reference reached from the main group, relative to the
    /// root (`directory` is the project's folder); references placed by a build setting have none.
    func referencePaths(directory: String) -> [String: String] {
        var parents: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"]?.strings ?? [] where parents[child] == nil { parents[child] = id }
        }
        var paths: [String: String] = [:]
        func path(of id: String, depth: Int) -> String? {
            if let known = paths[id] { return known }
            guard depth < 64, let object = objects[id] else { return nil }
            let own = object["path"]?.string
            let resolved: String?
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>":
                // The main group, which no group lists, stands for the project's folder.
                let parent = parents[id].map { path(of: $0, depth: depth + 1) } ?? directory
                resolved = parent.map { base in own.map { RelativePath.join(base, $0) } ?? base }
            case "SOURCE_ROOT":
                resolved = own.map { RelativePath.join(directory, $0) } ?? directory
            case "<absolute>":
                resolved = own
            default:
                resolved = nil
            }
            guard let resolved else { return nil }
            paths[id] = RelativePath.clean(resolved)
            return paths[id]
        }
        for id in objects.keys { _ = path(of: id, depth: 0) }
        return paths
    }

    // MARK: - Staging

    /// A fresh 24-hex-digit id, unique in the file, the same for the same `seed` on the same file.
    mutating func newID(_ seed: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in seed.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01b3
        }
        while true {
            var state = hash
            var digits = ""
            while digits.count < 24 {
                // SplitMix64: each step gives 16 well-mixed hex digits.
                state = state &+ 0x9e37_79b9_7f4a_7c15
                var mixed = state
                mixed = (mixed ^ (mixed >> 30)) &* 0xbf58_476d_1ce4_e5b9
                mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
                mixed ^= mixed >> 31
                let hex = String(mixed, radix: 16, uppercase: true)
                digits += String(repeating: "0", count: 16 - hex.count) + hex
            }
            let id = String(digits.prefix(24))
            if takenIDs.insert(id).inserted { return id }
            hash = hash &+ 1
        }
    }

    /// Adds the object `id` of class `isa`; `fields` are its keys after `isa`, in Xcode's (sorted)
    /// order, each value already written (`Name`, `ID /* comment */`, a list); `comment` follows the
    /// id where the object is defined. Build files are written on one line, as Xcode writes them.
    mutating func addObject(id: String, isa: String, comment: String?, fields: [(String, FieldValue)]) {
        let label = comment.map { "\(id) /* \($0) */" } ?? id
        let objectIndent = String(repeating: indentUnit, count: 2)
        let text: String
        if isa == "PBXBuildFile" || isa == "PBXFileReference" {
            let body = fields.map { "\($0.0) = \($0.1.inline(indentUnit: indentUnit)); " }.joined()
            text = "\(objectIndent)\(label) = {isa = \(isa); \(body)};\n"
        } else {
            let memberIndent = objectIndent + indentUnit
            var lines = "\(objectIndent)\(label) = {\n\(memberIndent)isa = \(isa);\n"
            for (key, value) in fields {
                lines += "\(memberIndent)\(key) = \(value.block(indent: memberIndent, unit: indentUnit));\n"
            }
            text = lines + "\(objectIndent)};\n"
        }
        newObjects.append((isa, id, text))
    }

    /// Adds `element` (an id with its comment) at the end of the list `key` of the existing object
    /// `object`, creating the key, in sorted position, when the object has none.
    mutating func append(_ element: String, toList key: String, of object: String) {
        appends[ListKey(object: object, key: key), default: []].append(element)
    }

    /// Adds `element` to the list `key` of the object `object` on the line after `existing`.
    mutating func insert(_ element: String, after existing: String, inList key: String, of object: String) {
        guard let value = objects[object]?[key]?.array?.first(where: { $0.string == existing }) else {
            append(element, toList: key, of: object)
            return
        }
        elementInsertions.append((lineEnd(after: value.byteRange.upperBound), indentation(ofLineAt: value.byteRange.lowerBound) + element + ",\n"))
    }

    /// Removes the element `element` from the list `key` of the object `object`: its line.
    mutating func remove(_ element: String, fromList key: String, of object: String) throws(Refusal) {
        guard let list = objects[object]?[key]?.array, let value = list.first(where: { $0.string == element }) else { return }
        let start = Self.lineStart(of: value.byteRange.lowerBound, in: bytes)
        let end = lineEnd(after: value.byteRange.upperBound)
        let line = String(decoding: bytes[start..<end], as: UTF8.self)
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix(element), trimmed.hasSuffix(","),
              Self.withoutComments(trimmed.dropFirst(element.count).dropLast()).allSatisfy(\.isWhitespace)
        else {
            throw Refusal(message: "the list \(key) of \(object) is not written one element per line, as Xcode writes it")
        }
        removals.append(start..<end)
    }

    /// Removes the object `id`: its lines, from its id to the `};` that closes it.
    mutating func removeObject(_ id: String) throws(Refusal) {
        guard let value = objects[id] else { return }
        let start = Self.lineStart(of: value.byteRange.lowerBound, in: bytes)
        let head = String(decoding: bytes[start..<value.byteRange.lowerBound], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        var end = value.byteRange.upperBound
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        guard head.hasPrefix(id) || head.hasPrefix("\"\(id)\""), head.hasSuffix("="), end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            throw Refusal(message: "the object \(id) is not written on lines of its own, as Xcode writes it")
        }
        let close = lineEnd(after: end + 1)
        guard String(decoding: bytes[(end + 1)..<close], as: UTF8.self).allSatisfy(\.isWhitespace) else {
            throw Refusal(message: "the object \(id) is not written on lines of its own, as Xcode writes it")
        }
        removals.append(start..<close)
    }

    /// Whether `id` is named anywhere in the file outside the lines staged for removal, besides its own definition.
    func isReferenced(_ id: String) -> Bool {
        let needle = Array(id.utf8)
        let definition = objects[id].map { Self.lineStart(of: $0.byteRange.lowerBound, in: bytes) }
        var index = 0
        while let found = Self.find(needle, in: bytes, from: index) {
            index = found + needle.count
            if found == definition.map({ position in Self.firstNonBlank(from: position, in: bytes) }) { continue }
            if removals.contains(where: { $0.contains(found) }) { continue }
            // An id inside a longer token (another id, a string) is not a reference.
            let before = found > 0 ? bytes[found - 1] : UInt8(ascii: " ")
            let after = index < bytes.count ? bytes[index] : UInt8(ascii: " ")
            if Self.isHexDigit(before) || Self.isHexDigit(after) { continue }
            return true
        }
        return false
    }

    /// The new text: the staged edits made.
    func rendered() -> String {
        // A removal is made before an insertion at the same place, so it never takes the inserted text.
        var edits: [(range: Range<Int>, text: String, order: Int)] = Set(removals).map { ($0, "", 2) }
        edits += sectionInsertions().map { ($0.offset..<$0.offset, $0.text, 0) }
        edits += (listInsertions() + elementInsertions).map { ($0.offset..<$0.offset, $0.text, 1) }
        var result = bytes
        // From the end, so every offset still points into the original bytes.
        for edit in edits.sorted(by: { ($0.range.lowerBound, $0.order) > ($1.range.lowerBound, $1.order) }) {
            result.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return Self.withoutEmptySections(String(decoding: result, as: UTF8.self))
    }

    // MARK: - Placing

    /// Where each new object goes: in its section, before the first object of a greater id; a
    /// section the file lacks is added before the first section of a greater name.
    private func sectionInsertions() -> [(offset: Int, text: String)] {
        var result: [(offset: Int, text: String)] = []
        var missing: [String: [(id: String, text: String)]] = [:]
        for isa in Set(newObjects.map(\.isa)).sorted() {
            let added = newObjects.filter { $0.isa == isa }.sorted { $0.id < $1.id }
            guard let section = sectionRange(isa) else {
                missing[isa] = added.map { ($0.id, $0.text) }
                continue
            }
            let existing = objects.filter { $0.value["isa"]?.string == isa && section.contains($0.value.byteRange.lowerBound) }
                .map { (id: $0.key, offset: Self.lineStart(of: $0.value.byteRange.lowerBound, in: bytes)) }
                .sorted { $0.offset < $1.offset }
            for object in added {
                let next = existing.first { $0.id > object.id }?.offset ?? section.upperBound
                result.append((next, object.text))
            }
        }
        let sections = sectionNames()
        for isa in missing.keys.sorted() {
            let body = missing[isa].map { $0.map(\.text).joined() } ?? ""
            let text = "/* Begin \(isa) section */\n\(body)/* End \(isa) section */\n"
            if let next = sections.first(where: { $0.name > isa }) {
                result.append((next.begin, text + "\n"))
            } else if let last = sections.last {
                result.append((last.end, "\n" + text))
            } else {
                result.append((Self.lineStart(of: objectsRange.upperBound - 1, in: bytes), text))
            }
        }
        // Objects inserted at the same place stay in id order.
        return result.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
            .reduce(into: []) { merged, next in
                if let last = merged.last, last.offset == next.offset {
                    merged[merged.count - 1].text += next.text
                } else {
                    merged.append(next)
                }
            }
    }

    /// Where each list's new elements go: before the line of its closing `)`, or, for an object
    /// without the key, a new key before the first key that sorts after it.
    private func listInsertions() -> [(offset: Int, text: String)] {
        var result: [(offset: Int, text: String)] = []
        for (key, elements) in appends {
            guard let object = objects[key.object], let members = object.dictionary else { continue }
            let memberIndent = indentation(ofLineAt: members["isa"]?.byteRange.lowerBound ?? object.byteRange.lowerBound)
            let elementIndent = memberIndent + indentUnit
            let lines = elements.map { "\(elementIndent)\($0),\n" }.joined()
            if let list = members[key.key], list.array != nil {
                result.append((Self.lineStart(of: list.byteRange.upperBound - 1, in: bytes), lines))
            } else {
                let next = members.filter { $0.key != "isa" && $0.key > key.key }.min { $0.key < $1.key }
                let offset = next.map { Self.lineStart(of: $0.value.byteRange.lowerBound, in: bytes) }
                    ?? Self.lineStart(of: object.byteRange.upperBound - 1, in: bytes)
                result.append((offset, "\(memberIndent)\(key.key) = (\n\(lines)\(memberIndent));\n"))
            }
        }
        return result
    }

    /// The `/* Begin X section */` … `/* End X section */` markers: each section's name, the
    /// start of its Begin line and the end of its End line.
    private func sectionNames() -> [(name: String, begin: Int, end: Int)] {
        var result: [(name: String, begin: Int, end: Int)] = []
        let marker = Array("/* Begin ".utf8)
        var index = objectsRange.lowerBound
        while let found = Self.find(marker, in: bytes, from: index), found < objectsRange.upperBound {
            let nameStart = found + marker.count
            var nameEnd = nameStart
            while nameEnd < bytes.count, bytes[nameEnd] != UInt8(ascii: " ") { nameEnd += 1 }
            let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
            index = nameEnd
            guard let range = sectionRange(name) else { continue }
            result.append((name, Self.lineStart(of: found, in: bytes), lineEnd(after: range.upperBound)))
        }
        return result
    }

    /// The bytes between a section's Begin line and its End line (the End line's start as the upper bound).
    private func sectionRange(_ isa: String) -> Range<Int>? {
        guard let begin = Self.find(Array("/* Begin \(isa) section */".utf8), in: bytes, from: objectsRange.lowerBound),
              let end = Self.find(Array("/* End \(isa) section */".utf8), in: bytes, from: begin), end < objectsRange.upperBound
        else { return nil }
        return lineEnd(after: begin)..<Self.lineStart(of: end, in: bytes)
    }

    private func indentation(ofLineAt offset: Int) -> String {
        let start = Self.lineStart(of: offset, in: bytes)
        return String(decoding: bytes[start...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }, as: UTF8.self)
    }

    /// The offset just after the newline that ends the line holding `offset`.
    private func lineEnd(after offset: Int) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        return min(index + 1, bytes.count)
    }

    private static func lineStart(of offset: Int, in bytes: [UInt8]) -> Int {
        var index = min(offset, bytes.count)
        while index > 0, bytes[index - 1] != UInt8(ascii: "\n") { index -= 1 }
        return index
    }

    private static func firstNonBlank(from offset: Int, in bytes: [UInt8]) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") { index += 1 }
        return index
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        var index = start
        let first = needle[0]
        while index <= bytes.count - needle.count {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }

    /// `text` without its `/* … */` comments.
    private static func withoutComments(_ text: Substring) -> String {
        var result = ""
        var rest = text
        while let open = rest.range(of: "/*") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "*/") else { return result }
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    /// `text` without sections whose last object was removed (Xcode writes no empty section).
    private static func withoutEmptySections(_ text: String) -> String {
        var result = text
        while let begin = result.range(of: #"\n/\* Begin [A-Za-z]+ section \*/\n/\* End [A-Za-z]+ section \*/\n"#, options: .regularExpression) {
            let names = result[begin].split(separator: " ").filter { $0.first?.isUppercase == true && $0 != "Begin" && $0 != "End" }
            guard names.count == 2, names[0] == names[1] else { break }
            result.replaceSubrange(begin, with: "\n")
        }
        return result
    }
}

/// A value written into a new object: a string or reference, written as it is, or a list.
enum FieldValue {
    /// Written as it is: a name already quoted where needed, or `ID /* comment */`.
    case plain(String)
    /// `( a, b, )`.
    case list([String])
    /// `{ key = value; }`, keys in the order given.
    case dictionary([(String, FieldValue)])

    /// On one line, as a build file's settings are written: `{ATTRIBUTES = (CodeSignOnCopy, ); }`.
    func inline(indentUnit: String) -> String {
        switch self {
        case .plain(let text): return text
        case .list(let elements): return "(" + elements.map { "\($0), " }.joined() + ")"
        case .dictionary(let entries): return "{" + entries.map { "\($0.0) = \($0.1.inline(indentUnit: indentUnit)); " }.joined() + "}"
        }
    }

    /// Over lines, as an object's members are written, starting at `indent`.
    func block(indent: String, unit: String) -> String {
        switch self {
        case .plain(let text):
            return text
        case .list(let elements):
            return "(\n" + elements.map { "\(indent)\(unit)\($0),\n" }.joined() + "\(indent))"
        case .dictionary(let entries):
            return "{\n" + entries.map { "\(indent)\(unit)\($0.0) = \($0.1.block(indent: indent + unit, unit: unit));\n" }.joined() + "\(indent)}"
        }
    }

    /// A string as Xcode writes it: bare when it holds only letters, digits and `_$/:.`, else quoted.
    static func string(_ value: String) -> FieldValue {
        .plain(quoted(value))
    }

    /// `value` quoted as Xcode quotes a string that needs it.
    static func quoted(_ value: String) -> String {
        let bare = !value.isEmpty && value.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || "_$/:.".unicodeScalars.contains(scalar)
        }
        if bare { return value }
        var escaped = ""
        for character in value {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            default: escaped.append(character)
            }
        }
        return "\"\(escaped)\""
    }

    /// `ID /* comment */`: a reference as Xcode writes one.
    static func reference(_ id: String, _ comment: String?) -> FieldValue {
        .plain(comment.map { "\(id) /* \($0) */" } ?? id)
    }
}
