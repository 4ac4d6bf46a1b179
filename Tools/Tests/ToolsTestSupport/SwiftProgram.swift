import Foundation

/// A Swift program built with the toolchain's `swiftc` and run, for behaviour only a run shows.
public enum SwiftProgram {
    /// Why the program did not build or run, with what the compiler or the program printed.
    public struct Failure: Error, CustomStringConvertible {
        /// The failure and its output.
        public let description: String
    }

    /// Builds `files` (name → source) in Swift 6 mode into one program, runs it, and returns what it printed.
    public static func run(files: [String: String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-program-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        let binary = folder.appendingPathComponent("program").path
        let build = try ChildProcess.run("/usr/bin/env", ["swiftc", "-swift-version", "6", "-o", binary] + files.keys.sorted().map { folder.appendingPathComponent($0).path })
        guard build.status == 0 else { throw Failure(description: "swiftc failed: \(build.output)") }
        let run = try ChildProcess.run(binary, [])
        guard run.status == 0 else { throw Failure(description: "the program failed: \(run.output)") }
        return run.output
    }
}
