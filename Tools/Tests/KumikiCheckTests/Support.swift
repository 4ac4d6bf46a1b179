import Testing
import Foundation
@testable import KumikiCheck

/// Writes `files` (path → source) into a fresh temporary folder and checks it.
func check(
    _ files: [String: String],
    preset: Preset = .mvvmRepository,
    rules: [String: Severity] = [:],
    ruleLists: [String: [String: [String]]] = [:]
) throws -> [Diagnostic] {
    let root = try temporaryProject(files)
    defer { try? FileManager.default.removeItem(at: root) }
    var configuration = Configuration(preset: preset)
    configuration.ruleSeverities = rules
    configuration.ruleLists = ruleLists
    // Tests run in parallel, so no chdir: the runner resolves paths against the project folder.
    return try CheckRunner(configuration: configuration, cacheDirectory: nil, baseDirectory: root).run(paths: ["."]).diagnostics
}

/// Creates a temporary folder holding `files`.
func temporaryProject(_ files: [String: String]) throws -> URL {
    try temporaryProject(files.map { ($0.key, $0.value) })
}

/// Creates a temporary folder holding `files` (path, source), which may name files whose
/// paths are equal as `String`s but not as bytes (different Unicode normalisations).
func temporaryProject(_ files: [(path: String, source: String)]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-check-\(UUID().uuidString)")
    for (path, source) in files {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(source.utf8).write(to: url)
    }
    return root
}

/// Checks the fixture project `name` with its own `.kumiki.yml` (or the `configuration` given):
/// the model, and every finding as `rule@file:line` in report order.
func checkFixture(_ name: String, configuration yaml: String? = nil) throws -> (model: ProjectModel, findings: [String]) {
    let folder = fixtures.appendingPathComponent(name)
    let configuration = try Configuration.parse(
        try yaml ?? String(contentsOf: folder.appendingPathComponent(".kumiki.yml"), encoding: .utf8), file: ".kumiki.yml")
    let result = try CheckRunner(configuration: configuration, cacheDirectory: nil, baseDirectory: folder).run(paths: ["."])
    return (result.model, result.diagnostics.map { "\($0.ruleID)@\($0.location.file):\($0.location.line)" })
}

/// The fixture projects committed beside the tests.
let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

extension Array where Element == Diagnostic {
    /// `rule@file:line` for every diagnostic, for compact exact assertions.
    var summary: [String] { map { "\($0.ruleID)@\($0.location.file):\($0.location.line)" } }
    /// The rule ids, in order.
    var rules: [String] { map(\.ruleID) }
}

/// Runs the debug `kumiki` binary with `arguments` in `directory` (its cache kept there).
func kumiki(
    _ arguments: [String], in directory: URL? = nil, environment extra: [String: String] = [:]
) throws -> (status: Int32, output: String, error: String) {
    try runTool("kumiki", arguments, in: directory, environment: extra)
}

/// Runs the debug build of the package's executable `name` with `arguments`.
func runTool(
    _ name: String, _ arguments: [String], in directory: URL? = nil, environment extra: [String: String] = [:]
) throws -> (status: Int32, output: String, error: String) {
    let binary = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/debug/\(name)")
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    environment.merge(extra) { _, new in new }
    if let directory {
        process.currentDirectoryURL = directory
        environment["XDG_CACHE_HOME"] = directory.appendingPathComponent(".cache").path
    }
    process.environment = environment
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit, "\(name) was killed by signal \(process.terminationStatus)")
    return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
}

/// A copy of a KumikiProjectsTests fixture project in a fresh temporary folder, with `changes`
/// (path → contents; an empty string deletes the file) applied.
func projectFixture(_ name: String, changes: [String: String] = [:]) throws -> URL {
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("KumikiProjectsTests/Fixtures").appendingPathComponent(name)
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-project-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: source, to: copy)
    for (path, contents) in changes {
        let url = copy.appendingPathComponent(path)
        if contents.isEmpty {
            try FileManager.default.removeItem(at: url)
        } else {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
    }
    return copy
}
