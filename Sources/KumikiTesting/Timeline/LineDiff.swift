/// A line-by-line difference between an expected and an actual text, for
/// failure messages that show exactly which lines changed.
///
/// Lines only in `expected` start with `-`, lines only in `actual` with `+`,
/// shared lines with two spaces.
public struct LineDiff: Equatable, Sendable, CustomStringConvertible {
    /// One line of the diff.
    public enum Line: Equatable, Sendable {
        /// A line both texts have.
        case same(String)
        /// A line only the expected text has.
        case removed(String)
        /// A line only the actual text has.
        case added(String)
    }

    /// The diff's lines, in order.
    public let lines: [Line]

    /// Diffs `expected` against `actual` with a longest-common-subsequence match of whole lines.
    public init(expected: String, actual: String) {
        let old = expected.components(separatedBy: "\n")
        let new = actual.components(separatedBy: "\n")
        // lengths[i][j] = length of the longest common subsequence of old[i...] and new[j...]
        var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j]
                    ? lengths[i + 1][j + 1] + 1
                    : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var result: [Line] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                result.append(.same(old[i]))
                i += 1
                j += 1
            } else if i < old.count, j == new.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                // On a tie, removals come first, so a changed line reads "- old" then "+ new".
                result.append(.removed(old[i]))
                i += 1
            } else {
                result.append(.added(new[j]))
                j += 1
            }
        }
        lines = result
    }

    /// Whether the two texts are identical.
    public var isEmpty: Bool {
        lines.allSatisfy { if case .same = $0 { return true } else { return false } }
    }

    /// The diff in the familiar `-`/`+` form.
    public var description: String {
        lines.map { line in
            switch line {
            case .same(let text): return "  \(text)"
            case .removed(let text): return "- \(text)"
            case .added(let text): return "+ \(text)"
            }
        }
        .joined(separator: "\n")
    }
}
