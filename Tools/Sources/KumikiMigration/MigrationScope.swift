import Foundation
import KumikiCheck
import KumikiSourceFiles

/// What one run reads and what it migrates, found as `kumiki check` finds a project: the root is
/// the folder of `.kumiki.yml` (or the current folder without one), every Swift file under it
/// outside hidden folders (`.build`) is read for uses, and the classes migrated are those
/// declared under the paths given.
public struct MigrationScope: Sendable {
    /// The project root, absolute, links resolved.
    public let root: String
    /// Every Swift file of the project, absolute.
    public let projectFiles: [String]
    /// The files whose `ObservableObject` classes migrate, absolute.
    public let selectedFiles: Set<String>

    /// The scope for `paths` (default: the whole project) given from `currentDirectory`.
    public init(paths: [String], currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) throws(MigrationError) {
        let check: ProjectCheck
        do {
            check = try ProjectCheck(paths: paths, currentDirectory: currentDirectory)
        } catch {
            throw Self.translate(error)
        }
        let boundary = check.boundary ?? ProjectBoundary(root: check.scope.baseDirectory ?? currentDirectory)
        let root = boundary.root
        self.root = root
        var admitted: [String] = []
        for path in paths.isEmpty ? ["."] : paths {
            let absolute = path.hasPrefix("/") ? path : currentDirectory.appendingPathComponent(path).path
            guard FileManager.default.fileExists(atPath: absolute) else { throw .missingPath(path) }
            do {
                admitted.append(try boundary.admit(path, relativeTo: currentDirectory))
            } catch {
                throw Self.translate(error)
            }
        }
        // Every Swift file under the root is read, tests and excluded folders too: a use the
        // configuration leaves out of the check would still stop compiling.
        let files = DirectoryWalker.files(under: root, withSuffix: ".swift", prefix: root + "/")
            .filter { path in !path.dropFirst(root.count).split(separator: "/").contains { $0.hasPrefix(".") } }
        projectFiles = files
        var selected: Set<String> = []
        for path in admitted {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                let prefix = path.hasSuffix("/") ? path : path + "/"
                selected.formUnion(files.filter { $0.hasPrefix(prefix) })
            } else if path.hasSuffix(".swift") {
                selected.insert(path)
            }
        }
        selectedFiles = selected
    }

    private static func translate(_ error: CheckError) -> MigrationError {
        switch error {
        case .outsideProject(let path, let root): .outsideProject(path: path, root: root)
        case .unreadablePath(let path, let reason): .unreadable(path: path, reason: reason)
        default: .project(error.description)
        }
    }
}
