import Foundation

/// Times whole runs of the parse-only pass and of `kumiki check` on one corpus.
struct WholeRuns {
    let root: URL
    let kumiki: URL
    let benchmark: URL

    /// Seconds for the parse-only pass over `Sources`.
    func parseOnly() throws -> Double {
        try timed(benchmark, ["--parse-only", root.appendingPathComponent("Sources").path], cache: nil)
    }

    /// Seconds for `kumiki check Sources`, caching under `cache`, or with `--no-cache` when `nil`.
    func check(cache: URL?) throws -> Double {
        try timed(kumiki, ["check", "Sources"] + (cache == nil ? ["--no-cache"] : []), cache: cache)
    }

    /// The summary `kumiki check --format summary` prints for the corpus, from an uncached run.
    func findingSummary() throws -> String {
        let output = Pipe()
        let process = try launch(kumiki, ["check", "Sources", "--no-cache", "--format", "summary"], cache: nil, output: output.fileHandleForWriting)
        try output.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try requireFinished(process)
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func timed(_ executable: URL, _ arguments: [String], cache: URL?) throws -> Double {
        let start = ContinuousClock.now
        let process = try launch(executable, arguments, cache: cache, output: FileHandle.nullDevice)
        process.waitUntilExit()
        let elapsed = ContinuousClock.now - start
        try requireFinished(process)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    private func launch(_ executable: URL, _ arguments: [String], cache: URL?, output: FileHandle) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = root
        var environment = ProcessInfo.processInfo.environment
        // Each cold round gets a folder of its own; uncached runs point at one that is never written.
        environment["XDG_CACHE_HOME"] = (cache ?? root.appendingPathComponent(".unused-cache")).path
        process.environment = environment
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        try process.run()
        return process
    }

    /// Findings exit 1; anything but 0 or 1 means the run did not do its work.
    private func requireFinished(_ process: Process) throws {
        guard process.terminationReason == .exit, process.terminationStatus <= 1 else {
            throw BenchmarkError.runFailed(status: process.terminationStatus)
        }
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
