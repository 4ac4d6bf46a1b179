import Foundation
import KumikiSourceFiles

/// The files and lines a change touches, worked out with git: what `kumiki check
/// --changed-since <revision>` reports on, so a pull request sees only its own findings.
///
/// A line counts as changed when it was added or modified since the revision, in the
/// working tree (committed or not); a file git does not track yet counts as changed
/// everywhere. Deleted lines leave nothing to report on.
public struct ChangedLines: Sendable, Equatable {
    /// Absolute file path → the changed lines' ranges, 1-based.
    public let ranges: [String: [ClosedRange<Int>]]

    /// Changes given directly, keyed by absolute path.
    public init(ranges: [String: [ClosedRange<Int>]]) {
        self.ranges = ranges
    }

    /// Whether `line` of the file at absolute path `file` changed.
    public func contains(file: String, line: Int) -> Bool {
        ranges[file]?.contains { $0.contains(line) } ?? false
    }

    /// Whether the file at absolute path `file` changed at all.
    public func contains(file: String) -> Bool {
        ranges[file] != nil
    }

    /// The findings a change is answerable for: those on changed lines, and every layer
    /// cycle a changed file adds an edge to (a cycle is a fact of the whole project, reported
    /// where its first edge is, which the change may not touch). An edge between two layers
    /// of one cycle lies on a cycle, so the cycle's layers are enough to tell. `directory` is
    /// what the findings' paths are relative to.
    public func findings(_ diagnostics: [Diagnostic], in model: ProjectModel, relativeTo directory: URL) -> [Diagnostic] {
        let base = directory.resolvingSymlinksInPath()
        func absolute(_ path: String) -> String {
            path.hasPrefix("/") ? path : base.appendingPathComponent(path).standardizedFileURL.path
        }
        let reportsCycles = diagnostics.contains { $0.ruleID == RuleID.dependencyCycle.rawValue }
        var changedEdges: [DependencyGraph.Edge] = []
        if reportsCycles {
            let layers = model.configuration.layers
            for index in model.files.indices where contains(file: absolute(model.files[index].path)) {
                changedEdges += LayerGraph.edges(
                    in: model.files[index], layer: model.layer(ofFileAt: index), uses: model.typeUses(ofFileAt: index),
                    model: model, ignoringLinesSuppressing: .dependencyCycle
                ).map { DependencyGraph.Edge(from: layers[$0.from].name, to: layers[$0.to].name) }
            }
        }
        return diagnostics.filter { diagnostic in
            if diagnostic.ruleID == RuleID.dependencyCycle.rawValue {
                let cycle = DependencyGraph.nodes(ofCycleSymbol: diagnostic.symbol)
                return changedEdges.contains { cycle.contains($0.from) && cycle.contains($0.to) }
            }
            return contains(file: absolute(diagnostic.location.file), line: diagnostic.location.line)
        }
    }

    /// The changes in the repository around `directory` since `revision`.
    public static func since(_ revision: String, in directory: URL) throws(CheckError) -> ChangedLines {
        guard !revision.hasPrefix("-") else {
            throw .changes(since: revision, message: "a revision cannot start with '-'")
        }
        let root = try git(["rev-parse", "--show-toplevel"], in: directory, revision: revision)
            .trimmingCharacters(in: .newlines)
        guard !root.isEmpty else { throw .changes(since: revision, message: "git did not name the repository's folder") }
        do {
            _ = try git(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"], in: directory, revision: revision)
        } catch {
            throw .changes(since: revision, message: "the repository has no commit called that")
        }
        let diff = try git(
            ["-c", "core.quotePath=false", "diff", "--no-color", "--no-ext-diff", "--unified=0", "--no-renames", revision, "--"],
            in: directory, revision: revision)
        let untracked = try git(["ls-files", "--others", "--exclude-standard", "-z"], in: directory, revision: revision)
        let canonicalRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        var ranges: [String: [ClosedRange<Int>]] = [:]
        for (path, lines) in parse(unifiedDiff: diff) {
            ranges[canonicalRoot + "/" + path] = lines
        }
        for path in untracked.split(separator: "\0") where !path.isEmpty {
            ranges[canonicalRoot + "/" + path] = [1...Int.max]
        }
        return ChangedLines(ranges: ranges)
    }

    /// The new-side line ranges of each file in a `git diff --unified=0` text, by the path
    /// git gives (relative to the repository's folder). Deleted files are left out.
    static func parse(unifiedDiff: String) -> [String: [ClosedRange<Int>]] {
        var ranges: [String: [ClosedRange<Int>]] = [:]
        var current: String?
        for line in unifiedDiff.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("+++ ") {
                let name = unquoted(String(line.dropFirst(4)))
                current = name == "/dev/null" ? nil : (name.hasPrefix("b/") ? String(name.dropFirst(2)) : name)
                if let current { ranges[current, default: []] += [] }
            } else if line.hasPrefix("@@ "), let current, let range = newSideRange(of: line) {
                ranges[current, default: []].append(range)
            }
        }
        return ranges
    }

    /// `@@ -12,3 +14,5 @@` → 14...18; a hunk that only deletes (`+14,0`) has no new lines.
    private static func newSideRange(of header: Substring) -> ClosedRange<Int>? {
        guard let plus = header.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { return nil }
        let parts = plus.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
        guard let start = parts.first.flatMap({ Int($0) }) else { return nil }
        let count = parts.count > 1 ? Int(parts[1]) ?? 0 : 1
        return count > 0 ? start...(start + count - 1) : nil
    }

    /// A path as git prints it: quoted, with C escapes, when it holds unusual characters.
    private static func unquoted(_ name: String) -> String {
        guard name.hasPrefix("\""), name.hasSuffix("\""), name.count >= 2 else { return name }
        var bytes: [UInt8] = []
        var characters = Array(name.dropFirst().dropLast().utf8)[...]
        while let byte = characters.popFirst() {
            guard byte == UInt8(ascii: "\\"), let next = characters.popFirst() else {
                bytes.append(byte)
                continue
            }
            switch next {
            case UInt8(ascii: "n"): bytes.append(10)
            case UInt8(ascii: "t"): bytes.append(9)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = Int(next - UInt8(ascii: "0"))
                for _ in 0..<2 {
                    guard let digit = characters.first, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else { break }
                    value = value * 8 + Int(digit - UInt8(ascii: "0"))
                    characters.removeFirst()
                }
                bytes.append(UInt8(truncatingIfNeeded: value))
            default: bytes.append(next)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Runs git in `directory`; its standard output, or a `.changes` error with what git said.
    private static func git(_ arguments: [String], in directory: URL, revision: String) throws(CheckError) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = directory
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .changes(since: revision, message: "git cannot be run: \(error)")
        }
        // Both pipes are drained while git runs, so a large diff never blocks it.
        let errorText = ErrorCollector(errors.fileHandleForReading)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let said = errorText.text().trimmingCharacters(in: .whitespacesAndNewlines)
            throw .changes(since: revision, message: said.isEmpty ? "git \(arguments.first ?? "") failed (exit \(process.terminationStatus))" : said)
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class ErrorCollector: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let data = Locked(Data())

    init(_ handle: FileHandle) {
        Thread { [self] in
            let all = handle.readDataToEndOfFile()
            data.withLock { $0 = all }
            done.signal()
        }.start()
    }

    func text() -> String {
        done.wait()
        return data.withLock { String(decoding: $0, as: UTF8.self) }
    }
}
