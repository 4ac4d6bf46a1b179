import KumikiSourceFiles

/// A path pattern, with the rules of `.gitignore` (paths are relative to the folder of `.kumiki.yml`):
///
/// - A pattern with a `/` at its start or in its middle is anchored at the root: `App/**` matches
///   `App/Main.swift`, never `Lib/App/Main.swift`. A leading `/` only anchors, and a leading `./` is ignored.
/// - Any other pattern (no `/`, or only a trailing one) matches a file or folder name at any depth:
///   `Generated/` and `*.generated.swift` match in every folder.
/// - A pattern that matches a folder matches every file under it: `App/Views` is `App/Views/**`.
/// - A trailing `/` matches folders only: `Generated/` never matches a file called `Generated`.
/// - `*` matches any run of characters but `/`, `?` one character but `/`, and `[a-z]`, `[abc]`,
///   `[!x]` one character of a set (`[^x]` too); `\` makes the next character literal.
/// - `**/` at the start matches in every folder (`**/View/**`), `/**` at the end everything inside,
///   and `/**/` in the middle zero or more folders (`Sources/**/View/*.swift`); `**` anywhere else is
///   an ordinary `*`.
/// - There is no `!` negation: what a pattern should not match goes in `exclude`.
///
/// The pattern is compiled once; matching compares UTF-8 bytes without allocating,
/// because every file is matched against every layer's globs.
public struct Glob: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String

    /// One component of the compiled pattern.
    private enum Component: Sendable {
        /// `**`: zero or more whole components.
        case anyFolders
        /// What a pattern that names a folder adds after it: one or more whole components.
        case someComponents
        /// A name with wildcards, as tokens over UTF-8 bytes.
        case name([Token])
    }

    /// One piece of a name pattern.
    private enum Token: Sendable {
        /// Bytes that must appear as they are.
        case literal([UInt8])
        /// `?`: one character.
        case anyCharacter
        /// `*`: any run of characters.
        case anyRun
        /// `[…]`: one character of a set of scalar ranges, or of its complement.
        case set([ClosedRange<UInt32>], negated: Bool)
    }

    private let components: [Component]
    /// What every named component of the pattern asks of some component of a matching path:
    /// to be exactly its bytes (a name without wildcards) or to start with the bytes before its
    /// first wildcard. Checked before the matcher runs, it rules out most layers' globs for most
    /// files, and the default `**/.build-*/**` for almost every file.
    private let requirements: [Requirement]

    /// One named component's literal bytes, and whether they are the whole name or its prefix.
    private struct Requirement: Sendable {
        var bytes: [UInt8]
        var isWholeName: Bool
    }

    /// The last named component without wildcards, used to rank overlapping layers: the deeper it sits in a path,
    /// the more specific the match (`Shop/Domain/**` over `Shop/**`, a file's own path over its folder's glob).
    private var anchor: [UInt8]? {
        requirements.last(where: \.isWholeName)?.bytes
    }

    /// Whether the pattern is anchored at the root (a `/` at its start or in its middle).
    public let isAnchored: Bool
    /// How many characters of the pattern's last name are written out rather than wildcards: between two globs
    /// of one depth, the one that says more of the file's name is the more specific (`App/*Cell.swift` over `App/*.swift`).
    public let literalCharacters: Int
    /// Whether the pattern names files (its last name ends in `.swift`: `App/*Cell.swift`, `App/**/*Intent.swift`,
    /// a file's own path) rather than a folder: a file glob is more specific than any folder glob that takes the file.
    public let namesFiles: Bool

    /// Creates a glob.
    public init(_ pattern: String) {
        self.pattern = pattern
        var text = Substring(pattern)
        while text.hasPrefix("./") { text.removeFirst(2) }
        let foldersOnly = text.hasSuffix("/")
        let body = foldersOnly ? text.dropLast() : text
        let anchored = body.contains("/")
        isAnchored = anchored
        let names = body.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        var components: [Component] = []
        // A pattern with no slash (or only a trailing one) matches at any depth.
        if !anchored { components.append(.anyFolders) }
        for (position, name) in names.enumerated() {
            if name == "**" {
                if case .anyFolders? = components.last { continue }
                // `/**` at the end is everything inside: one or more components.
                components.append(position == names.count - 1 ? .someComponents : .anyFolders)
            } else {
                components.append(.name(Glob.tokens(of: name)))
            }
        }
        // A name that matches a folder matches what is under it; with a trailing `/`, only a folder.
        if case .name? = components.last { components.append(foldersOnly ? .someComponents : .anyFolders) }
        self.components = names.isEmpty ? [] : components
        literalCharacters = names.last.map { $0 == "**" ? 0 : $0.filter { !"*?[]\\".contains($0) }.count } ?? 0
        namesFiles = !foldersOnly && (names.last.map { $0 != "**" && $0.hasSuffix(".swift") } ?? false)
        requirements = names.compactMap { name in
            guard name != "**" else { return nil }
            let prefix = name.prefix { !"*?[\\".contains($0) }
            return prefix.isEmpty ? nil : Requirement(bytes: Array(prefix.utf8), isWholeName: prefix.count == name.count)
        }
    }

    /// The tokens of one name pattern: literals, `?`, `*`, bracket sets and escapes.
    private static func tokens(of name: Substring) -> [Token] {
        var tokens: [Token] = []
        var literal: [UInt8] = []
        func flush() {
            if !literal.isEmpty { tokens.append(.literal(literal)) }
            literal = []
        }
        let scalars = Array(name.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "*":
                flush()
                if case .anyRun? = tokens.last {} else { tokens.append(.anyRun) }
            case "?":
                flush()
                tokens.append(.anyCharacter)
            case "\\" where index + 1 < scalars.count:
                index += 1
                literal += Array(String(scalars[index]).utf8)
            case "[":
                if let (set, negated, end) = bracketSet(scalars, from: index) {
                    flush()
                    tokens.append(.set(set, negated: negated))
                    index = end
                } else {
                    literal += Array("[".utf8)
                }
            default:
                literal += Array(String(scalar).utf8)
            }
            index += 1
        }
        flush()
        return tokens
    }

    /// The set a `[` at `start` opens, and the index of its `]`; `nil` when none closes it (the `[`
    /// is then a literal, as git reads it).
    private static func bracketSet(_ scalars: [Unicode.Scalar], from start: Int) -> ([ClosedRange<UInt32>], Bool, Int)? {
        var index = start + 1
        var negated = false
        if index < scalars.count, scalars[index] == "!" || scalars[index] == "^" {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<UInt32>] = []
        var first = true
        while index < scalars.count {
            let scalar = scalars[index]
            // A `]` first in the set is one of its characters.
            if scalar == "]", !first { return (ranges, negated, index) }
            first = false
            if index + 2 < scalars.count, scalars[index + 1] == "-", scalars[index + 2] != "]" {
                let (low, high) = (scalar.value, scalars[index + 2].value)
                if low <= high { ranges.append(low...high) }
                index += 3
            } else {
                ranges.append(scalar.value...scalar.value)
                index += 1
            }
        }
        return nil
    }

    /// The pattern as written.
    public var description: String { pattern }

    /// Two globs are equal when they are written the same.
    public static func == (lhs: Glob, rhs: Glob) -> Bool { lhs.pattern == rhs.pattern }

    /// Hashes the pattern as written.
    public func hash(into hasher: inout Hasher) { hasher.combine(pattern) }

    /// Whether `path` (with `/` separators, relative to the root) matches.
    public func matches(_ path: String) -> Bool {
        matches(PathComponents(path))
    }

    /// How deep in `path` the pattern's last named component sits when the
    /// pattern matches (higher is more specific), or `nil` when it does not match.
    ///
    /// When a file matches several layers' globs (`App/**` and `App/Domain/**` for
    /// `App/Domain/UseCase.swift`), the deepest folder wins.
    public func matchDepth(_ path: String) -> Int? {
        matchDepth(PathComponents(path))
    }

    /// Whether an already split path matches.
    func matches(_ path: PathComponents) -> Bool {
        guard !components.isEmpty else { return false }
        return path.bytes.withUnsafeBufferPointer { bytes in
            for requirement in requirements {
                let found = requirement.bytes.withUnsafeBufferPointer { needed in
                    path.spans.contains { span in
                        let component = UnsafeBufferPointer(rebasing: bytes[span])
                        return requirement.isWholeName ? component.hasSameBytes(as: needed) : component.hasPrefix(needed)
                    }
                }
                if !found { return false }
            }
            return matchComponents(0, path.spans[...], bytes)
        }
    }

    /// The match depth of an already split path.
    func matchDepth(_ path: PathComponents) -> Int? {
        guard matches(path) else { return nil }
        guard let anchor else { return 0 }
        let index = anchor.withUnsafeBufferPointer { anchor in (0..<path.count).last { path.component($0, is: anchor) } }
        return (index ?? 0) + 1
    }

    private func matchComponents(_ pattern: Int, _ spans: ArraySlice<Range<Int>>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard pattern < components.count else { return spans.isEmpty }
        switch components[pattern] {
        case .anyFolders, .someComponents:
            var rest = spans
            if case .someComponents = components[pattern] {
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
            while true {
                if matchComponents(pattern + 1, rest, bytes) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        case .name(let tokens):
            guard let first = spans.first, Glob.matchName(tokens[...], UnsafeBufferPointer(rebasing: bytes[first])[...]) else { return false }
            return matchComponents(pattern + 1, spans.dropFirst(), bytes)
        }
    }

    /// Wildcard match of one component; `?`, `*` and sets step over whole UTF-8 scalars.
    private static func matchName(_ tokens: ArraySlice<Token>, _ text: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard let token = tokens.first else { return text.isEmpty }
        switch token {
        case .literal(let bytes):
            guard text.count >= bytes.count, zip(bytes, text).allSatisfy({ $0 == $1 }) else { return false }
            return matchName(tokens.dropFirst(), text.dropFirst(bytes.count))
        case .anyCharacter:
            guard !text.isEmpty else { return false }
            return matchName(tokens.dropFirst(), text[nextScalar(text, after: text.startIndex)...])
        case .set(let ranges, let negated):
            guard !text.isEmpty else { return false }
            let end = nextScalar(text, after: text.startIndex)
            let scalar = String(decoding: text[text.startIndex..<end], as: UTF8.self).unicodeScalars.first?.value ?? 0
            guard ranges.contains(where: { $0.contains(scalar) }) != negated else { return false }
            return matchName(tokens.dropFirst(), text[end...])
        case .anyRun:
            let rest = tokens.dropFirst()
            if rest.isEmpty { return true }
            var start = text.startIndex
            while true {
                if matchName(rest, text[start...]) { return true }
                guard start < text.endIndex else { return false }
                start = nextScalar(text, after: start)
            }
        }
    }

    /// The index of the scalar after the one starting at `index`.
    private static func nextScalar(_ text: Slice<UnsafeBufferPointer<UInt8>>, after index: Int) -> Int {
        var next = index + 1
        while next < text.endIndex, text[next] & 0b1100_0000 == 0b1000_0000 { next += 1 }
        return next
    }
}
