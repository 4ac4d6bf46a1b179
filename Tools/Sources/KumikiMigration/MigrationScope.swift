import Foundation
import KumikiCheck
import KumikiSourceFiles

/// What one run reads and what it migrates: the root is the folder of `.kumiki.yml` found at or
/// above the first path, or without one the outermost folder at or above it (not above its
/// repository) that holds a manifest, an Xcode project or workspace, or an XcodeGen or Tuist spec;
/// every Swift file under it outside hidden folders (`.build`) is read for uses, and the classes
/// migrated are those declared under the paths given.
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
        // The project is the nearest folder at or above the first path that holds .kumiki.yml, a manifest,
        // an Xcode project or workspace, or an XcodeGen or Tuist spec, and the projects around it that
        // build it; else the first path's own folder: never the current folder for its own sake.
        let firstPath = (paths.first ?? ".").hasPrefix("/") ? paths.first ?? "." : currentDirectory.appendingPathComponent(paths.first ?? ".").path
        // A .kumiki.yml counts when it is the nearest: one further up (a tools checkout an app was
        // unpacked in) does not make the folders around the app part of it.
        let project = Self.projectFolder(above: URL(fileURLWithPath: firstPath).standardizedFileURL)
        let boundary: ProjectBoundary
        if let configured = check.boundary, configured.root.count >= project.resolvingSymlinksInPath().path.count {
            boundary = configured
        } else {
            boundary = ProjectBoundary(root: project)
        }
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

    /// The files that say a folder holds a project.
    static let projectMarkers = ["Package.swift", "project.yml", "project.json", "Project.swift", "Workspace.swift", "Tuist.swift"]

    /// The nearest folder at or above `start` (a file's folder for a file) holding a project; then,
    /// going up, each enclosing project that names that folder by its relative path (an Xcode
    /// project's or workspace's package reference, a manifest's `path:`, an XcodeGen `path`), so a
    /// local package of an app is read with the app that uses it. With none, the folder `start`
    /// names (a loose folder of sources).
    static func projectFolder(above start: URL) -> URL {
        var isFolder: ObjCBool = false
        let startFolder = FileManager.default.fileExists(atPath: start.path, isDirectory: &isFolder) && isFolder.boolValue
            ? start : start.deletingLastPathComponent()
        var folder = startFolder
        var found: URL?
        while true {
            if let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path), holdsProject(entries) {
                if let inner = found {
                    let relative = String(inner.path.dropFirst(folder.path.count + 1))
                    if refers(to: relative, from: folder, entries: entries) { found = folder }
                } else {
                    found = folder
                }
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return found ?? startFolder
    }

    private static func holdsProject(_ entries: [String]) -> Bool {
        entries.contains { projectMarkers.contains($0) || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
    }

    /// Whether a project description in `folder` names the folder at `relative` below it: the
    /// text that Xcode (`path = Packages/Core`), a workspace (`group:Packages/Core`), a manifest
    /// (`.package(path: "Packages/Core")`) or XcodeGen (`path: Packages/Core`) writes for it.
    private static func refers(to relative: String, from folder: URL, entries: [String]) -> Bool {
        var descriptions = entries.filter(projectMarkers.contains).map { folder.appendingPathComponent($0) }
        for entry in entries where entry.hasSuffix(".xcodeproj") {
            descriptions.append(folder.appendingPathComponent(entry).appendingPathComponent("project.pbxproj"))
        }
        for entry in entries where entry.hasSuffix(".xcworkspace") {
            descriptions.append(folder.appendingPathComponent(entry).appendingPathComponent("contents.xcworkspacedata"))
        }
        let pattern = "(^|[\\s\"'=:(])(\\./)?" + NSRegularExpression.escapedPattern(for: relative) + "/?($|[\\s\"';,)])"
        guard let expression = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) else { return false }
        return descriptions.contains { url in
            // A description is a few hundred kilobytes at most; a larger file is not one.
            guard let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int, size < 8_000_000,
                  let text = try? String(contentsOf: url, encoding: .utf8) else { return false }
            return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
    }

    private static func translate(_ error: CheckError) -> MigrationError {
        switch error {
        case .outsideProject(let path, let root): .outsideProject(path: path, root: root)
        case .unreadablePath(let path, let reason): .unreadable(path: path, reason: reason)
        default: .project(error.description)
        }
    }
}
