import Foundation

/// A CocoaPods `Podfile` as far as it says what each target links: its targets (abstract ones
/// too, nested as written), what each inherits from the target around it, and the pods each
/// names, local ones (`:path =>`) with their folders.
///
/// A Podfile is Ruby. The reader follows the DSL as teams write it (`target … do`, `abstract_target`,
/// `inherit!`, `pod`, `project`, helper methods defined with `def` and called by name, `if` around
/// pods, the pod the `cocoapods-keys` plugin generates) and skips every other block (`post_install do |installer| … end`) whole.
public struct Podfile: Hashable, Sendable {
    /// One `pod` line.
    public struct Pod: Hashable, Sendable {
        /// The name as written, with a subspec after a `/` (`Firebase/Analytics`).
        public var name: String
        /// The folder of a local pod (`:path => '../Kit'`), relative to the root; `nil` for one from a spec repository.
        public var path: String?
        /// The Podfile's line.
        public var line: Int

        /// The pod the name belongs to, without the subspec: what CocoaPods builds as one target.
        public var rootName: String {
            String(name.split(separator: "/", maxSplits: 1).first ?? Substring(name))
        }
    }

    /// How a nested target takes what the target around it has.
    public enum Inheritance: String, Hashable, Sendable {
        /// The parent's pods are linked into it too (CocoaPods' default).
        case complete
        /// `inherit! :search_paths`: the parent's pods can be imported (a test bundle the app hosts) but are not linked again.
        case searchPaths
        /// `inherit! :none`: nothing of the parent's.
        case none
    }

    /// A `target` or `abstract_target` block.
    public struct Target: Hashable, Sendable {
        /// The target's name: an Xcode target's, for a concrete one.
        public var name: String
        /// Whether it is an `abstract_target`, which only groups pods for the targets inside it.
        public var isAbstract: Bool
        /// The index of the target it is written in, if any.
        public var parent: Int?
        /// What it takes from its parent.
        public var inheritance: Inheritance
        /// The pods written in it (and in the helpers it calls).
        public var pods: [Pod]
        /// The Xcode project it names with `project`, relative to the Podfile's folder, if any.
        public var project: String?
        /// The Podfile's line of its `target`.
        public var line: Int
    }

    /// Every target, outer ones before the targets written in them.
    public var targets: [Target]
    /// The pods written outside every target, which every target takes.
    public var rootPods: [Pod]
    /// The project named outside every target, relative to the Podfile's folder.
    public var project: String?

    /// The pods a concrete target can import: its own, and what it inherits from the targets
    /// around it, each pod once (its first line kept).
    public func importablePods(of index: Int) -> [Pod] {
        var result: [Pod] = []
        var current: Int? = index
        var inheritsMore = true
        while let position = current, inheritsMore {
            result += targets[position].pods
            inheritsMore = targets[position].inheritance != .none
            current = targets[position].parent
        }
        if inheritsMore { result += rootPods }
        var seen: Set<String> = []
        return result.filter { seen.insert($0.name).inserted }
    }

    /// The Xcode project the target at `index` belongs to, relative to the Podfile's folder: its
    /// own `project`, else the nearest enclosing target's, else the Podfile's.
    public func project(ofTarget index: Int) -> String? {
        var current: Int? = index
        while let position = current {
            if let project = targets[position].project { return project }
            current = targets[position].parent
        }
        return project
    }
}

/// Reads a `Podfile`'s text into a ``Podfile``.
public enum PodfileReader {
    /// Reads `text`, the Podfile at `file` (relative to the root); local pods' paths come out
    /// relative to the root. Throws, with the line, where a block is never closed or a `target`
    /// names no target.
    public static func read(_ text: String, file: String) throws(ProjectReadError) -> Podfile {
        let folder = RelativePath.parent(of: file)
        let lines = logicalLines(text)
        // Helper methods, by name: their lines are read where they are called.
        var methods: [String: [(text: String, line: Int)]] = [:]
        var top: [(text: String, line: Int)] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if let name = methodName(line.text) {
                let end = try blockEnd(lines, from: index, file: file)
                methods[name] = Array(lines[(index + 1)..<end])
                index = end + 1
            } else {
                top.append(line)
                index += 1
            }
        }
        var podfile = Podfile(targets: [], rootPods: [], project: nil)
        var parser = Parser(file: file, folder: folder, methods: methods)
        try parser.read(top, into: &podfile, target: nil, depth: 0)
        return podfile
    }

    /// The lines of `text` without comments and blank lines, a line continued with `,` or `\` joined
    /// to the next, each with its number.
    static func logicalLines(_ text: String) -> [(text: String, line: Int)] {
        var result: [(text: String, line: Int)] = []
        var pending: (text: String, line: Int)?
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let stripped = withoutComment(String(raw)).trimmingCharacters(in: .whitespaces)
            if stripped.isEmpty, pending == nil { continue }
            var current = pending.map { ($0.text + " " + stripped, $0.line) } ?? (stripped, offset + 1)
            if stripped.hasSuffix(",") || stripped.hasSuffix("\\") {
                if stripped.hasSuffix("\\") { current.0.removeLast() }
                pending = current
                continue
            }
            pending = nil
            if !current.0.isEmpty { result.append(current) }
        }
        if let pending { result.append(pending) }
        return result
    }

    /// `line` without a `#` comment outside quotes.
    public static func withoutComment(_ line: String) -> String {
        var quote: Character?
        var escaped = false
        for (offset, character) in line.enumerated() {
            if escaped { escaped = false; continue }
            if character == "\\" { escaped = true; continue }
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "#" {
                return String(line.prefix(offset))
            }
        }
        return line
    }

    /// The name of the method a `def` line defines.
    static func methodName(_ line: String) -> String? {
        guard line.hasPrefix("def ") else { return nil }
        let rest = line.dropFirst(4).trimmingCharacters(in: .whitespaces)
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "?" || $0 == "!" }
        return name.isEmpty ? nil : String(name)
    }

    /// Whether a line (trimmed, without its comment) opens a block that an `end` closes.
    public static func opensBlock(_ line: String) -> Bool {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "(" }).map(String.init)
        guard let first = words.first else { return false }
        if ["if", "unless", "case", "begin", "while", "until", "for", "class", "module", "def"].contains(first) {
            // `while x do … end` on one line closes itself.
            return !(words.last == "end")
        }
        // `… do` or `… do |x|` at the end of the line; `{ … }` blocks close on their line.
        if words.last == "end" { return false }
        if line.hasSuffix(" do") || line == "do" { return true }
        if let doRange = line.range(of: " do |", options: .backwards), line[doRange.upperBound...].contains("|"),
           !line[doRange.upperBound...].contains("end") {
            return true
        }
        return false
    }

    /// The index of the `end` that closes the block opened at `start`.
    static func blockEnd(_ lines: [(text: String, line: Int)], from start: Int, file: String) throws(ProjectReadError) -> Int {
        var depth = 0
        for index in start..<lines.count {
            let text = lines[index].text
            if opensBlock(text) { depth += 1 }
            if text == "end" || text.hasPrefix("end ") || text.hasPrefix("end.") || text.hasSuffix("; end") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        throw ProjectReadError(file: file, line: lines[start].line, message: "this block is never closed with `end`")
    }

    /// The first string literal (or `:symbol`) in `text`, after its keyword.
    static func firstString(in text: Substring) -> String? {
        let trimmed = text.drop { $0 == " " || $0 == "(" }
        guard let first = trimmed.first else { return nil }
        if first == "'" || first == "\"" {
            let body = trimmed.dropFirst()
            guard let end = body.firstIndex(of: first) else { return nil }
            return String(body[..<end])
        }
        if first == ":" {
            let name = trimmed.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return name.isEmpty ? nil : String(name)
        }
        return nil
    }

    /// The string given to option `key` in `text` (`:path => '../Kit'` or `path: '../Kit'`).
    static func option(_ key: String, in text: String) -> String? {
        for spelling in [":\(key) =>", ":\(key)=>", "\(key):"] {
            guard let range = text.range(of: spelling) else { continue }
            if spelling.hasSuffix(":"), range.lowerBound != text.startIndex {
                let before = text[text.index(before: range.lowerBound)]
                if before.isLetter || before.isNumber || before == "_" || before == ":" { continue }
            }
            if let value = firstString(in: text[range.upperBound...]) { return value }
        }
        return nil
    }

    /// The state of one read: the file, where local pods' paths start, and the helpers.
    private struct Parser {
        let file: String
        let folder: String
        let methods: [String: [(text: String, line: Int)]]

        /// Reads `lines` as the body of `target` (`nil`: outside every target).
        mutating func read(_ lines: [(text: String, line: Int)], into podfile: inout Podfile, target: Int?, depth: Int) throws(ProjectReadError) {
            // A helper that calls itself would never end.
            guard depth < 16 else { return }
            var index = 0
            while index < lines.count {
                let (text, line) = lines[index]
                let keyword = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "!" }
                switch keyword {
                case "target", "abstract_target":
                    guard let name = PodfileReader.firstString(in: text.dropFirst(keyword.count)) else {
                        throw ProjectReadError(file: file, line: line, message: "this `\(keyword)` names no target")
                    }
                    let end = try PodfileReader.opensBlock(text) ? PodfileReader.blockEnd(lines, from: index, file: file) : index
                    let position = podfile.targets.count
                    podfile.targets.append(Podfile.Target(
                        name: name, isAbstract: keyword == "abstract_target", parent: target, inheritance: .complete, pods: [], project: nil,
                        line: line))
                    if end > index { try read(Array(lines[(index + 1)..<end]), into: &podfile, target: position, depth: depth) }
                    index = end + 1
                    continue
                case "pod":
                    guard let name = PodfileReader.firstString(in: text.dropFirst(3)) else { break }
                    let path = PodfileReader.option("path", in: text).map { RelativePath.join(folder, $0) }
                    let pod = Podfile.Pod(name: name, path: path, line: line)
                    if let target { podfile.targets[target].pods.append(pod) } else { podfile.rootPods.append(pod) }
                case "plugin":
                    // cocoapods-keys generates a pod, `Keys`, and adds it to every target (a `:target` option narrows
                    // that, on lines a line-by-line reader does not join, so every target is the safe reading).
                    if PodfileReader.firstString(in: text.dropFirst(keyword.count)) == "cocoapods-keys" {
                        podfile.rootPods.append(Podfile.Pod(name: "Keys", path: nil, line: line))
                    }
                case "inherit!":
                    guard let target else { break }
                    switch PodfileReader.firstString(in: text.dropFirst(keyword.count)) {
                    case "search_paths": podfile.targets[target].inheritance = .searchPaths
                    case "none": podfile.targets[target].inheritance = .none
                    default: podfile.targets[target].inheritance = .complete
                    }
                case "project", "xcodeproj":
                    guard var project = PodfileReader.firstString(in: text.dropFirst(keyword.count)) else { break }
                    if !project.hasSuffix(".xcodeproj") { project += ".xcodeproj" }
                    if let target { podfile.targets[target].project = project } else { podfile.project = project }
                case "if", "unless", "else", "elsif":
                    // Both branches: a pod one configuration takes may be imported.
                    if keyword == "if" || keyword == "unless", PodfileReader.opensBlock(text) {
                        let end = try PodfileReader.blockEnd(lines, from: index, file: file)
                        let body = lines[(index + 1)..<end].filter { !($0.text.hasPrefix("else") || $0.text.hasPrefix("elsif")) }
                        try read(Array(body), into: &podfile, target: target, depth: depth)
                        index = end + 1
                        continue
                    }
                default:
                    if let body = methods[String(keyword)], text == keyword || text == keyword + "()" {
                        try read(body, into: &podfile, target: target, depth: depth + 1)
                    } else if PodfileReader.opensBlock(text) {
                        // Any other block (`post_install do |installer|`, a loop) says nothing of what targets link.
                        index = try PodfileReader.blockEnd(lines, from: index, file: file) + 1
                        continue
                    }
                }
                index += 1
            }
        }
    }
}
