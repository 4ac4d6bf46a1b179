import KumikiSourceFiles

/// A path pattern, with the rules of `.gitignore`:
///
/// - `*` matches any run of characters inside one path component, `?` one character;
/// - `**` as a whole component matches zero or more folders (`**/View/**`); inside a
///   name it is an ordinary `*`;
/// - a pattern without a slash matches the file name anywhere (`*.generated.swift`);
/// - a pattern starting with `/` is anchored at the root, any other matches at any depth;
/// - a trailing slash means everything under that folder (`Generated/`).
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
        /// A name with `*` and `?` wildcards, as UTF-8 bytes.
        case name([UInt8])
    }

    private let components: [Component]
    /// Whether only the file name is matched (a pattern without a slash).
    private let matchesFileNameOnly: Bool
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

    /// The first named component without wildcards, used to rank overlapping layers.
    private var anchor: [UInt8]? {
        requirements.first(where: \.isWholeName)?.bytes
    }

    /// Creates a glob.
    public init(_ pattern: String) {
        self.pattern = pattern
        var text = pattern
        while text.hasPrefix("./") { text.removeFirst(2) }
        let names = text.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        matchesFileNameOnly = !text.contains("/")
        var components: [Component] = []
        if !matchesFileNameOnly, !text.hasPrefix("/") { components.append(.anyFolders) }
        for name in names {
            if name == "**" {
                if case .anyFolders? = components.last { continue }
                components.append(.anyFolders)
            } else {
                components.append(.name(Array(name.utf8)))
            }
        }
        if text.hasSuffix("/"), !names.isEmpty { components.append(.anyFolders) }
        self.components = names.isEmpty ? [] : components
        requirements = names.compactMap { name in
            let prefix = name.prefix { $0 != "*" && $0 != "?" }
            return prefix.isEmpty ? nil : Requirement(bytes: Array(prefix.utf8), isWholeName: prefix.count == name.count)
        }
    }

    /// The pattern as written.
    public var description: String { pattern }

    /// Two globs are equal when they are written the same.
    public static func == (lhs: Glob, rhs: Glob) -> Bool { lhs.pattern == rhs.pattern }

    /// Hashes the pattern as written.
    public func hash(into hasher: inout Hasher) { hasher.combine(pattern) }

    /// Whether `path` (with `/` separators) matches.
    public func matches(_ path: String) -> Bool {
        matches(PathComponents(path))
    }

    /// How deep in `path` the pattern's first named folder sits when the
    /// pattern matches (higher is more specific), or `nil` when it does not match.
    ///
    /// When a file matches several layers' globs (`App/**` and `Domain/**` for
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
            if matchesFileNameOnly {
                guard let last = path.spans.last, case .name(let name) = components[components.count - 1] else { return false }
                return Glob.matchName(name, UnsafeBufferPointer(rebasing: bytes[last]))
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
        case .anyFolders:
            var rest = spans
            while true {
                if matchComponents(pattern + 1, rest, bytes) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        case .name(let name):
            guard let first = spans.first, Glob.matchName(name, UnsafeBufferPointer(rebasing: bytes[first])) else { return false }
            return matchComponents(pattern + 1, spans.dropFirst(), bytes)
        }
    }

    /// Wildcard match of one component; `?` and `*` step over whole UTF-8 scalars.
    private static func matchName(_ pattern: [UInt8], _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var p = 0, t = 0
        var star: Int?, starText = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == UInt8(ascii: "*") {
                while p < pattern.count, pattern[p] == UInt8(ascii: "*") { p += 1 }
                star = p
                starText = t
            } else if p < pattern.count, pattern[p] == UInt8(ascii: "?") {
                p += 1
                t = nextScalar(text, after: t)
            } else if p < pattern.count, pattern[p] == text[t] {
                p += 1
                t += 1
            } else if let star {
                p = star
                starText = nextScalar(text, after: starText)
                t = starText
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.count
    }

    /// The index of the scalar after the one starting at `index`.
    private static func nextScalar(_ text: UnsafeBufferPointer<UInt8>, after index: Int) -> Int {
        var next = index + 1
        while next < text.count, text[next] & 0b1100_0000 == 0b1000_0000 { next += 1 }
        return next
    }
}
