/// A path pattern: `*` matches within one path component, `**` across
/// components, `?` one character. Patterns without a slash match the file name
/// anywhere (`*.generated.swift`).
public struct Glob: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String

    /// Creates a glob.
    public init(_ pattern: String) {
        self.pattern = pattern
    }

    /// The pattern as written.
    public var description: String { pattern }

    /// Whether `path` (with `/` separators) matches.
    public func matches(_ path: String) -> Bool {
        let normalised = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        if !pattern.contains("/") {
            let name = normalised.split(separator: "/").last.map(String.init) ?? normalised
            return Glob.match(Array(pattern), Array(name))
        }
        let effective = pattern.hasPrefix("/") || pattern.hasPrefix("**") ? pattern : "**/" + pattern
        return Glob.match(Array(effective.hasPrefix("/") ? String(effective.dropFirst()) : effective), Array(normalised))
    }

    /// How deep in `path` the pattern's first named folder sits when the
    /// pattern matches (higher is more specific), or `nil` when it does not match.
    ///
    /// When a file matches several layers' globs (`App/**` and `Domain/**` for
    /// `App/Domain/UseCase.swift`), the deepest folder wins.
    public func matchDepth(_ path: String) -> Int? {
        guard matches(path) else { return nil }
        let anchor = pattern.split(separator: "/").first { !$0.contains("*") && !$0.contains("?") }
        guard let anchor else { return 0 }
        let components = path.split(separator: "/")
        return (components.lastIndex { $0 == anchor } ?? 0) + 1
    }

    private static func match(_ pattern: [Character], _ text: [Character]) -> Bool {
        // memo[p][t]: whether pattern[p...] matches text[t...]
        var memo = [[Bool?]](repeating: [Bool?](repeating: nil, count: text.count + 1), count: pattern.count + 1)
        func go(_ p: Int, _ t: Int) -> Bool {
            if let known = memo[p][t] { return known }
            let result: Bool
            if p == pattern.count {
                result = t == text.count
            } else if pattern[p] == "*", p + 1 < pattern.count, pattern[p + 1] == "*" {
                // `**/` may match zero components.
                var next = p + 2
                if next < pattern.count, pattern[next] == "/" {
                    next += 1
                    result = go(next, t) || (t < text.count && (go(p, t + 1)))
                } else {
                    result = go(next, t) || (t < text.count && go(p, t + 1))
                }
            } else if pattern[p] == "*" {
                result = go(p + 1, t) || (t < text.count && text[t] != "/" && go(p, t + 1))
            } else if t < text.count, pattern[p] == "?" ? text[t] != "/" : pattern[p] == text[t] {
                result = go(p + 1, t + 1)
            } else {
                result = false
            }
            memo[p][t] = result
            return result
        }
        return go(0, 0)
    }
}
