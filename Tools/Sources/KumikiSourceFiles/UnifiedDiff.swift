/// A unified diff (`diff -u`'s format, three lines of context) of a file's text before and after
/// an edit: what `kumiki check --fix --dry-run` and `kumiki migrate --dry-run` print instead of writing.
public struct UnifiedDiff: Sendable {
    /// The diff's text; empty when the two texts are the same.
    public let text: String
    /// Lines added and removed.
    public let added: Int, removed: Int

    /// The diff of `before` and `after`, labelled with `path` (as `a/path` and `b/path`).
    public init(path: String, before: String, after: String, context: Int = 3) {
        let old = Self.lines(before), new = Self.lines(after)
        let script = Self.editScript(old, new)
        added = script.filter { $0.kind == .insert }.count
        removed = script.filter { $0.kind == .delete }.count
        guard added + removed > 0 else {
            text = ""
            return
        }
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        // Hunks: runs of changes with their context, merged when their context would touch.
        var index = 0
        while index < script.count {
            guard script[index].kind != .keep else {
                index += 1
                continue
            }
            var start = index
            var keptBefore = 0
            while start > 0, keptBefore < context, script[start - 1].kind == .keep {
                start -= 1
                keptBefore += 1
            }
            var end = index
            while end < script.count {
                if script[end].kind != .keep {
                    end += 1
                    continue
                }
                var run = end
                while run < script.count, script[run].kind == .keep { run += 1 }
                if run == script.count || run - end > 2 * context {
                    end = min(run, end + context)
                    break
                }
                end = run
            }
            let hunk = script[start..<end]
            let oldStart = hunk.first?.oldLine ?? 0, newStart = hunk.first?.newLine ?? 0
            let oldCount = hunk.filter { $0.kind != .insert }.count, newCount = hunk.filter { $0.kind != .delete }.count
            output += "@@ -\(oldCount == 0 ? oldStart : oldStart + 1),\(oldCount) +\(newCount == 0 ? newStart : newStart + 1),\(newCount) @@\n"
            for step in hunk {
                switch step.kind {
                case .keep: output += " \(old[step.oldLine])\n"
                case .delete: output += "-\(old[step.oldLine])\n"
                case .insert: output += "+\(new[step.newLine])\n"
                }
            }
            index = end
        }
        text = output
    }

    private static func lines(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }

    private struct Step {
        enum Kind { case keep, delete, insert }
        var kind: Kind
        /// The line of the old text this step is at (for an insertion, the old line it comes before).
        var oldLine: Int
        /// The line of the new text this step is at (for a deletion, the new line it comes before).
        var newLine: Int
    }

    /// The shortest edit script from `old` to `new` (Myers' O(ND) algorithm): a fix changes a
    /// few lines of a long manifest or baseline, so D stays small where a table of N × M would not.
    private static func editScript(_ old: [Substring], _ new: [Substring]) -> [Step] {
        let n = old.count, m = new.count
        let offset = n + m + 1
        var frontier = [Int](repeating: 0, count: 2 * offset + 1)
        var trace: [[Int]] = []
        search: for distance in 0...(n + m) {
            trace.append(frontier)
            for diagonal in stride(from: -distance, through: distance, by: 2) {
                var x: Int
                if diagonal == -distance || (diagonal != distance && frontier[offset + diagonal - 1] < frontier[offset + diagonal + 1]) {
                    x = frontier[offset + diagonal + 1]
                } else {
                    x = frontier[offset + diagonal - 1] + 1
                }
                var y = x - diagonal
                while x < n, y < m, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + diagonal] = x
                if x >= n, y >= m { break search }
            }
        }
        // Walk the trace back from the end to recover the steps.
        var steps: [Step] = []
        var x = n, y = m
        for distance in stride(from: trace.count - 1, through: 0, by: -1) {
            let previous = trace[distance]
            let diagonal = x - y
            let previousDiagonal: Int
            if diagonal == -distance || (diagonal != distance && previous[offset + diagonal - 1] < previous[offset + diagonal + 1]) {
                previousDiagonal = diagonal + 1
            } else {
                previousDiagonal = diagonal - 1
            }
            let previousX = distance == 0 ? 0 : previous[offset + previousDiagonal]
            let previousY = previousX - previousDiagonal
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                steps.append(Step(kind: .keep, oldLine: x, newLine: y))
            }
            guard distance > 0 else { break }
            if x == previousX {
                y -= 1
                steps.append(Step(kind: .insert, oldLine: x, newLine: y))
            } else {
                x -= 1
                steps.append(Step(kind: .delete, oldLine: x, newLine: y))
            }
        }
        // At distance 0 the remaining prefix is common.
        while x > 0, y > 0 {
            x -= 1
            y -= 1
            steps.append(Step(kind: .keep, oldLine: x, newLine: y))
        }
        return steps.reversed()
    }
}
