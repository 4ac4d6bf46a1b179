import Foundation

/// A Swift program built with the toolchain's `swiftc` and run, for behaviour only a run shows.
public enum SwiftProgram {
    /// Why the program did not build or run, with what the compiler or the program printed.
    public struct Failure: Error, CustomStringConvertible {
        /// The failure and its output.
        public let description: String
    }

    /// A module the program imports, built first as a static library: its name and its files (name → source).
    public struct Library {
        /// The module's name.
        public var name: String
        /// Its files, by name.
        public var files: [String: String]
        /// Flags its compilation takes (`-enable-upcoming-feature InternalImportsByDefault`).
        public var flags: [String]

        /// Creates a library `name` of `files`, compiled with `flags`.
        public init(name: String, files: [String: String], flags: [String] = []) {
            self.name = name
            self.files = files
            self.flags = flags
        }
    }

    /// Builds `files` (name → source) in Swift 6 mode into one program, with `libraries` built
    /// before it in order (each may import those before it) and `flags` passed to the program's
    /// compilation, runs it, and returns what it printed.
    public static func run(files: [String: String], libraries: [Library] = [], flags: [String] = []) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-program-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var linked: [String] = []
        for library in libraries {
            let sources = try write(library.files, into: folder.appendingPathComponent(library.name, isDirectory: true))
            let build = try ChildProcess.run("/usr/bin/env", [
                "swiftc", "-swift-version", "6", "-parse-as-library", "-module-name", library.name,
                "-emit-library", "-static", "-emit-module", "-emit-module-path", folder.appendingPathComponent("\(library.name).swiftmodule").path,
                "-I", folder.path, "-o", folder.appendingPathComponent("lib\(library.name).a").path,
            ] + library.flags + sources)
            guard build.status == 0 else { throw Failure(description: "swiftc failed on \(library.name): \(build.output)") }
            // A static library is linked before those it uses.
            linked = ["-l\(library.name)"] + linked
        }
        let sources = try write(files, into: folder.appendingPathComponent("program", isDirectory: true))
        let binary = folder.appendingPathComponent("program.out").path
        let build = try ChildProcess.run("/usr/bin/env", ["swiftc", "-swift-version", "6", "-I", folder.path, "-L", folder.path, "-o", binary] + flags + sources + linked)
        guard build.status == 0 else { throw Failure(description: "swiftc failed: \(build.output)") }
        let run = try ChildProcess.run(binary, [])
        guard run.status == 0 else { throw Failure(description: "the program failed: \(run.output)") }
        return run.output
    }

    /// Writes `files` into `folder`, returning their paths in name order.
    private static func write(_ files: [String: String], into folder: URL) throws -> [String] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        return files.keys.sorted().map { folder.appendingPathComponent($0).path }
    }
}
