import Foundation
import KumikiMigration

/// A throwaway project: `files` (path → text) written under a fresh folder.
struct MigrationProject {
    let root: URL

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-migrate-\(UUID().uuidString)", isDirectory: true)
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// The plan for migrating the classes under `paths` (default: everything).
    func plan(_ paths: [String] = [], gate: Bool = false) throws(MigrationError) -> MigrationPlan {
        let scope = try MigrationScope(paths: paths, currentDirectory: root)
        return try ObservableMigration(gatesAvailability: gate).plan(root: scope.root, projectFiles: scope.projectFiles, selected: scope.selectedFiles)
    }

    /// Plans and writes, as the command does without `--dry-run`.
    @discardableResult
    func migrate(_ paths: [String] = [], gate: Bool = false) throws -> MigrationPlan {
        let plan = try plan(paths, gate: gate)
        try MigrationWriter.write(plan)
        return plan
    }

    /// A file's text now.
    func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
}
