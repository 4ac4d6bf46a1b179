import ToolsBenchmarkSupport
import Foundation

/// Times whole runs of the parse-only pass and of `kumiki check` on one corpus.
struct WholeRuns {
    let root: URL
    let kumiki: URL
    let benchmark: URL
    /// The folder under `root` that is checked and parsed: `Sources` for a generated corpus, `.` for a real tree.
    var folder = "Sources"
    /// The CPUs every measured process is pinned to (`taskset -c`), or `nil` for all of them.
    var cpus: String?

    /// Seconds for the parse-only pass over the folder, or the parse-and-walk pass when `walking`.
    func parse(walking: Bool) throws -> Double {
        try parseUsage(walking: walking).seconds
    }

    /// The parse-only pass's run: its seconds and the CPU seconds of all its threads.
    func parseUsage(walking: Bool = false, of folder: URL? = nil) throws -> ChildProcess.Exit {
        try run(benchmark, [walking ? ParseOnlyPass.walkFlag : ParseOnlyPass.flag, (folder ?? root.appendingPathComponent(self.folder)).path], cache: nil)
    }

    /// Seconds for `kumiki check` of the folder, caching under `cache`, or with `--no-cache` when `nil`.
    func check(cache: URL?) throws -> Double {
        try timed(kumiki, ["check", folder] + (cache == nil ? ["--no-cache"] : []), cache: cache)
    }

    /// ``check(cache:)`` with `--timings`: the seconds, and the phases the run reports on standard error.
    func checkPhases(cache: URL?) throws -> (seconds: Double, phases: [PhaseProfile.Phase]) {
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-timings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: errors) }
        let seconds = try timed(kumiki, ["check", folder, "--timings"] + (cache == nil ? ["--no-cache"] : []), cache: cache, errors: errors.path)
        return (seconds, PhaseProfile.phases(inTimings: try String(contentsOf: errors, encoding: .utf8)))
    }

    /// What `kumiki layers --format json` says of the tree's projects: how many packages were read,
    /// and how many of their manifests needed `swift package dump-package`.
    func manifestCounts() throws -> (packages: Int, dumped: Int) {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-layers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        try requireFinished(ChildProcess.run(kumiki, ["layers", folder, "--format", "json"], in: root, environment: environment(cache: nil), output: output.path))
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any]
        let packages = (report?["projects"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "swiftpm" }
        return (packages.count, packages.count { $0["manifest_fallback"] is String })
    }

    /// The summary `kumiki check --format summary` prints for the corpus, from an uncached run.
    func findingSummary() throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-summary-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        try requireFinished(ChildProcess.run(kumiki, ["check", folder, "--no-cache", "--format", "summary"], in: root,
                                             environment: environment(cache: nil), output: output.path))
        return try String(contentsOf: output, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func timed(_ executable: URL, _ arguments: [String], cache: URL?, errors: String? = nil) throws -> Double {
        try run(executable, arguments, cache: cache, errors: errors).seconds
    }

    private func run(_ executable: URL, _ arguments: [String], cache: URL?, errors: String? = nil) throws -> ChildProcess.Exit {
        guard let cpus else {
            return try requireFinished(ChildProcess.run(executable, arguments, in: root, environment: environment(cache: cache), errors: errors))
        }
        let taskset = URL(fileURLWithPath: "/usr/bin/taskset")
        return try requireFinished(ChildProcess.run(
            taskset, ["-c", cpus, executable.path] + arguments, in: root, environment: environment(cache: cache), errors: errors))
    }

    /// Findings exit 1; any other status but 0 means the run did not do its work.
    @discardableResult
    private func requireFinished(_ exit: ChildProcess.Exit) throws -> ChildProcess.Exit {
        guard exit.status <= 1 else { throw BenchmarkError.runFailed(status: exit.status) }
        return exit
    }

    /// This process's environment with the cache folder set: each cold round gets a folder of
    /// its own; uncached runs point at one that is never written.
    private func environment(cache: URL?) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = (cache ?? root.appendingPathComponent(".unused-cache")).path
        return environment
    }
}

/// A measured process that did not finish its work.
enum BenchmarkError: Error, CustomStringConvertible {
    case runFailed(status: Int32)

    var description: String {
        switch self {
        case .runFailed(let status): "a measured run ended with status \(status)"
        }
    }
}
