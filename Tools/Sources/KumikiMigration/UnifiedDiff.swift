/// The difference of two texts as a unified diff with three lines of context, for `--dry-run`.
enum UnifiedDiff {
    /// `old` to `new` for `path`; empty when they are equal.
    static func make(from old: String, to new: String, path: String) -> String {
        guard old != new else { return "" }
        let a = lines(old), b = lines(new)
        let script = editScript(a, b)
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        var index = 0
        while index < script.count {
            guard script[index].kind != .same else {
                index += 1
                continue
            }
            // A hunk: from three lines before this change to three lines after the last change
            // that follows within six lines.
            var end = index
            var scan = index
            while scan < script.count {
                if script[scan].kind != .same {
                    end = scan
                } else if scan - end > 6 {
                    break
                }
                scan += 1
            }
            let start = max(0, index - 3)
            let stop = min(script.count, end + 4)
            let slice = script[start..<stop]
            let oldStart = slice.first.map { $0.oldLine } ?? 0
            let newStart = slice.first.map { $0.newLine } ?? 0
            let oldCount = slice.filter { $0.kind != .inserted }.count
            let newCount = slice.filter { $0.kind != .deleted }.count
            output += "@@ -\(oldCount == 0 ? oldStart : oldStart + 1),\(oldCount) +\(newCount == 0 ? newStart : newStart + 1),\(newCount) @@\n"
            for step in slice {
                switch step.kind {
                case .same: output += " \(step.text)\n"
                case .deleted: output += "-\(step.text)\n"
                case .inserted: output += "+\(step.text)\n"
                }
            }
            index = stop
        }
        return output
    }

    private enum Kind { case same, deleted, inserted }

    /// One line of the script, with the 0-based line numbers in each text it sits before.
    private struct Step {
        let kind: Kind
        let text: String
        let oldLine: Int
        let newLine: Int
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The shortest edit script, by longest common subsequence over the lines between the
    /// common head and tail (a migration changes a few lines of a file).
    private static func editScript(_ a: [String], _ b: [String]) -> [Step] {
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        let middleA = Array(a[head..<(a.count - tail)]), middleB = Array(b[head..<(b.count - tail)])
        var table = Array(repeating: Array(repeating: 0, count: middleB.count + 1), count: middleA.count + 1)
        for i in stride(from: middleA.count - 1, through: 0, by: -1) {
            for j in stride(from: middleB.count - 1, through: 0, by: -1) {
                table[i][j] = middleA[i] == middleB[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var steps: [Step] = (0..<head).map { Step(kind: .same, text: a[$0], oldLine: $0, newLine: $0) }
        var i = 0, j = 0
        while i < middleA.count || j < middleB.count {
            if i < middleA.count, j < middleB.count, middleA[i] == middleB[j] {
                steps.append(Step(kind: .same, text: middleA[i], oldLine: head + i, newLine: head + j))
                i += 1
                j += 1
            } else if i < middleA.count, j == middleB.count || table[i + 1][j] >= table[i][j + 1] {
                // Deletions before insertions, as diff(1) and git write them.
                steps.append(Step(kind: .deleted, text: middleA[i], oldLine: head + i, newLine: head + j))
                i += 1
            } else {
                steps.append(Step(kind: .inserted, text: middleB[j], oldLine: head + i, newLine: head + j))
                j += 1
            }
        }
        for offset in 0..<tail {
            steps.append(Step(kind: .same, text: a[a.count - tail + offset], oldLine: a.count - tail + offset, newLine: b.count - tail + offset))
        }
        return steps
    }
}
