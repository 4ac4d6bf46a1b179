import Foundation

/// Creates a temporary folder holding `files` (path, contents), which may name files whose
/// paths are equal as `String`s but not as bytes (different Unicode normalisations).
func temporaryFolder(_ files: [(path: String, source: String)]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-source-files-\(UUID().uuidString)")
    for (path, source) in files {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(source.utf8).write(to: url)
    }
    return root
}

/// Creates a temporary folder holding `files`.
func temporaryFolder(_ files: [String: String]) throws -> URL {
    try temporaryFolder(files.map { ($0.key, $0.value) })
}
