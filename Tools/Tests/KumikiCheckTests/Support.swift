import Foundation
@testable import KumikiCheck

/// Writes `files` (path → source) into a fresh temporary folder and checks it.
func check(
    _ files: [String: String],
    preset: Preset = .mvvmRepository,
    rules: [String: Severity] = [:]
) throws -> [Diagnostic] {
    let root = try temporaryProject(files)
    defer { try? FileManager.default.removeItem(at: root) }
    var configuration = Configuration(preset: preset)
    configuration.ruleSeverities = rules
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

/// The fixture projects committed beside the tests.
let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

extension Array where Element == Diagnostic {
    /// `rule@file:line` for every diagnostic, for compact exact assertions.
    var summary: [String] { map { "\($0.ruleID)@\($0.location.file):\($0.location.line)" } }
    /// The rule ids, in order.
    var rules: [String] { map(\.ruleID) }
}
