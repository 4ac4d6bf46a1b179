import Foundation

/// Writes planned files under a folder: nothing is replaced without `force` (except generated
/// mocks), and when anything would be, nothing at all is written.
public enum ScaffoldWriter {
    /// Writes `files` under `root` and returns their paths; `dryRun` only checks and returns them.
    @discardableResult
    public static func write(_ files: [PlannedFile], under root: URL, force: Bool, dryRun: Bool) throws(ScaffoldError) -> [String] {
        let existing = files.filter { file in
            !file.isRegenerated && FileManager.default.fileExists(atPath: root.appendingPathComponent(file.path).path)
        }
        if !existing.isEmpty, !force {
            throw .wouldOverwrite(existing.map(\.path))
        }
        if dryRun { return files.map(\.path) }
        for file in files {
            let url = root.appendingPathComponent(file.path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url, options: .atomic)
                if file.path == ".ci/run" {
                    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
                }
            } catch {
                throw .io("cannot write \(url.path): \(error.localizedDescription)")
            }
        }
        return files.map(\.path)
    }
}
