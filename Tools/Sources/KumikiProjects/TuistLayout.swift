import Foundation

/// Where a Tuist workspace keeps what describes it: its root (the folder holding `Tuist/` or
/// `Tuist.swift`), the helpers every manifest sees (`Tuist/ProjectDescriptionHelpers`, and those
/// of local plugins), and the other manifests (`Workspace.swift`, `Tuist.swift`, `Tuist/Config.swift`).
package enum TuistLayout {
    /// The root a workspace file marks: `R` for `R/Tuist.swift`, `R/Tuist/Config.swift`,
    /// `R/Tuist/ProjectDescriptionHelpers/…` or `R/Workspace.swift`; `nil` for any other file.
    package static func root(markedBy path: String) -> String? {
        let clean = RelativePath.clean(path)
        let name = RelativePath.lastComponent(of: clean)
        let folder = RelativePath.parent(of: clean)
        if name == "Tuist.swift" || name == "Workspace.swift" { return folder }
        if name == "Config.swift", RelativePath.lastComponent(of: folder) == "Tuist" { return RelativePath.parent(of: folder) }
        let components = clean.split(separator: "/")
        if let index = components.firstIndex(of: "ProjectDescriptionHelpers"), index >= 1, components[index - 1] == "Tuist" {
            return index >= 2 ? components[..<(index - 1)].joined(separator: "/") : "."
        }
        return nil
    }

    /// The Tuist root of the project in `folder` (relative to `root`, absolute): the nearest folder
    /// at or above it, inside the checked root, holding `Tuist/` or `Tuist.swift`; else `folder`.
    package static func root(of folder: String, in root: String) -> String {
        var current = folder
        while true {
            let disk = RelativePath.join(root, current)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: RelativePath.join(disk, "Tuist"), isDirectory: &isFolder), isFolder.boolValue {
                return current
            }
            if FileManager.default.fileExists(atPath: RelativePath.join(disk, "Tuist.swift")) { return current }
            guard current != ".", !current.isEmpty, !current.hasPrefix("..") else { return folder }
            current = RelativePath.parent(of: current)
        }
    }

    /// The helper files every manifest under `tuistRoot` sees, sorted: `Tuist/ProjectDescriptionHelpers`
    /// and the `ProjectDescriptionHelpers` of local plugins (folders holding `Plugin.swift` in
    /// `Plugin/`, `Plugins/`, `Tuist/Plugin/` or `Tuist/Plugins/`).
    package static func helpers(of tuistRoot: String, in root: String) -> [String] {
        var folders = [RelativePath.join(tuistRoot, "Tuist/ProjectDescriptionHelpers")]
        for container in ["Plugin", "Plugins", "Tuist/Plugin", "Tuist/Plugins"] {
            let path = RelativePath.join(tuistRoot, container)
            for plugin in (try? FileManager.default.contentsOfDirectory(atPath: RelativePath.join(root, path))) ?? [] {
                let folder = RelativePath.join(path, plugin)
                guard FileManager.default.fileExists(atPath: RelativePath.join(root, RelativePath.join(folder, "Plugin.swift"))) else { continue }
                folders.append(RelativePath.join(folder, "ProjectDescriptionHelpers"))
            }
        }
        var files: [String] = []
        for folder in folders {
            guard let walker = FileManager.default.enumerator(atPath: RelativePath.join(root, folder)) else { continue }
            while let next = walker.nextObject() as? String {
                if next.hasSuffix(".swift") { files.append(RelativePath.join(folder, next)) }
            }
        }
        return files.sorted()
    }

    /// The other files that describe the workspace under `tuistRoot` and exist: they are read by
    /// Tuist, never compiled by a target.
    package static func workspaceFiles(of tuistRoot: String, in root: String) -> [String] {
        ["Workspace.swift", "Tuist.swift", "Tuist/Config.swift", "Tuist/Package.swift"].map { RelativePath.join(tuistRoot, $0) }
            .filter { FileManager.default.fileExists(atPath: RelativePath.join(root, $0)) }
    }

    /// Whether `text` is a Tuist manifest (it imports `ProjectDescription`), not a file of an app
    /// that happens to be called `Project.swift`.
    package static func isManifest(_ text: String) -> Bool {
        text.split(separator: "\n").contains { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            return trimmed.hasPrefix("import ProjectDescription") || trimmed.hasPrefix("@preconcurrency import ProjectDescription")
        }
    }
}
