/// A glob over `/`-separated relative paths, as bash matches it with `globstar` on (XcodeGen's
/// `excludes` and `includes`): `*` and `?` within one component, `[abc]`, `[a-z]` and `[!x]`
/// for one character, and `**` as a whole component for any number of components, none included.
public struct PathGlob: Hashable, Sendable, Codable {
    /// The pattern as written.
    public let pattern: String
    private let components: [[Character]]

    /// Creates a glob from a pattern; a leading `./` is ignored.
    public init(_ pattern: String) {
        self.pattern = pattern
        var text = Substring(pattern)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        components = text.split(separator: "/", omittingEmptySubsequences: true).map(Array.init)
    }

    /// Decodes a glob from its pattern.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the glob as its pattern.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(pattern)
    }

    /// Whether the relative path `path` matches the whole pattern.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(Array.init)
        return Self.match(components[...], parts[...])
    }

    private static func match(_ pattern: ArraySlice<[Character]>, _ path: ArraySlice<[Character]>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == ["*", "*"] {
            // Any number of components, none included; iteratively, so long paths cost no deep recursion.
            var rest = path
            while true {
                if match(pattern.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        }
        guard let component = path.first, matchComponent(first[...], component[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// One component against one pattern component, with a single backtracking point for `*`.
    private static func matchComponent(_ pattern: ArraySlice<Character>, _ name: ArraySlice<Character>) -> Bool {
        var p = pattern.startIndex, n = name.startIndex
        var star: ArraySlice<Character>.Index?
        var resume = n
        while n < name.endIndex {
            if p < pattern.endIndex, pattern[p] == "*" {
                star = p
                resume = n
                p += 1
            } else if p < pattern.endIndex, let length = characterClassMatch(pattern[p...], name[n]) {
                p += length
                n += 1
            } else if let starAt = star {
                p = starAt + 1
                resume += 1
                n = resume
            } else {
                return false
            }
        }
        while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }

    /// How many pattern characters match `character` at the start of `pattern` (`?`, a literal, or
    /// a bracket expression), or `nil` when they do not.
    private static func characterClassMatch(_ pattern: ArraySlice<Character>, _ character: Character) -> Int? {
        guard let first = pattern.first else { return nil }
        if first == "?" { return 1 }
        guard first == "[", let close = pattern.dropFirst(2).firstIndex(of: "]") else { return first == character ? 1 : nil }
        var set = pattern[(pattern.startIndex + 1)..<close]
        let negated = set.first == "!" || set.first == "^"
        if negated { set = set.dropFirst() }
        var found = false
        var index = set.startIndex
        while index < set.endIndex {
            if index + 2 < set.endIndex, set[index + 1] == "-" {
                if set[index] <= character && character <= set[index + 2] { found = true }
                index += 3
            } else {
                if set[index] == character { found = true }
                index += 1
            }
        }
        return found != negated ? close - pattern.startIndex + 1 : nil
    }
}
