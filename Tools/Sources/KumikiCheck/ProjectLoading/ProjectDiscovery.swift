import Foundation
import KumikiProjects

/// Which projects a check reads: the ones `.kumiki.yml` names under `project:`, or every
/// `*.xcworkspace`, `*.xcodeproj` and `Package.swift` found under the checked root.
struct ProjectDiscovery: Sendable {
    /// One project to read.
    enum Candidate: Hashable, Sendable {
        /// An `.xcworkspace`.
        case workspace(String)
        /// An `.xcodeproj`.
        case xcodeProject(String)
        /// A folder holding `Package.swift`.
        case package(String)
        /// An XcodeGen spec (`project.yml`, `project.json`) with no generated `.xcodeproj` beside it.
        case xcodeGenSpec(String)
        /// A folder holding a `Project.swift` (Tuist's, when it imports `ProjectDescription`) with no
        /// generated `.xcodeproj` beside it.
        case tuistProject(String)
        /// A CocoaPods `Podfile`: the pods it gives the targets of the Xcode projects beside it.
        case podfile(String)

        /// The path, relative to the root.
        var path: String {
            switch self {
            case .workspace(let path), .xcodeProject(let path), .package(let path), .xcodeGenSpec(let path), .tuistProject(let path),
                 .podfile(let path):
                return path
            }
        }
    }

    /// The file names an XcodeGen spec has.
    static let specNames = ["project.yml", "project.json"]
    /// The files of dependency managers the walk lists: a CocoaPods `Podfile`, git's submodule list.
    static let dependencyManagerFiles = ["Podfile", ".gitmodules"]

    /// Folders never searched for projects: build products, dependency managers' checkouts.
    static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", ".swiftpm", ".git", "node_modules"]
    /// The folder suffixes the walk reports as project bundles instead of walking into.
    static let bundleSuffixes = [".xcodeproj", ".xcworkspace"]

    /// The candidates named by `configuration.projects`, relative to `root` (absolute): each must
    /// be an `.xcworkspace`, an `.xcodeproj` or a folder holding `Package.swift`.
    static func named(_ paths: [String], root: String, configurationFile: String) throws(CheckError) -> [Candidate] {
        var candidates: [Candidate] = []
        for path in paths {
            let relative = path.hasPrefix("/") ? RelativePath.relative(RelativePath.clean(path), to: root) : RelativePath.clean(path)
            let disk = RelativePath.join(root, relative)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: disk, isDirectory: &isDirectory) else {
                throw .configuration(file: configurationFile, line: nil, message: "project '\(path)' does not exist")
            }
            if !isDirectory.boolValue {
                // An XcodeGen spec is named by its file, whatever it is called.
                guard relative.hasSuffix(".yml") || relative.hasSuffix(".yaml") || relative.hasSuffix(".json") else {
                    throw .configuration(
                        file: configurationFile, line: nil,
                        message: "project '\(path)' is a file but not an XcodeGen spec (.yml, .yaml or .json); name an .xcworkspace, an .xcodeproj or a package folder")
                }
                candidates.append(.xcodeGenSpec(relative))
                continue
            }
            if relative.hasSuffix(".xcworkspace") {
                candidates.append(.workspace(relative))
            } else if FileManager.default.fileExists(atPath: RelativePath.join(disk, "Project.swift")) {
                candidates.append(.tuistProject(relative))
            } else if relative.hasSuffix(".xcodeproj") {
                candidates.append(.xcodeProject(relative))
            } else if FileManager.default.fileExists(atPath: RelativePath.join(disk, "Package.swift")) {
                candidates.append(.package(relative))
            } else {
                throw .configuration(
                    file: configurationFile, line: nil,
                    message: "project '\(path)' is neither an .xcworkspace, an .xcodeproj, a folder holding Package.swift or Tuist's Project.swift, nor an XcodeGen spec")
            }
        }
        return candidates
    }

    /// Whether `path` names a file called `name`.
    static func isNamed(_ path: String, _ name: StaticString) -> Bool {
        name.withUTF8Buffer { name in
            let bytes = path.utf8
            guard bytes.count >= name.count, bytes.suffix(name.count).elementsEqual(name) else { return false }
            return bytes.count == name.count || bytes.dropLast(name.count).last == UInt8(ascii: "/")
        }
    }

    /// Whether `path` names a file called `Package.swift`.
    static func isManifest(_ path: String) -> Bool {
        let name = "Package.swift".utf8, bytes = path.utf8
        guard bytes.count >= name.count, bytes.suffix(name.count).elementsEqual(name) else { return false }
        return bytes.count == name.count || bytes.dropLast(name.count).last == UInt8(ascii: "/")
    }

    /// The candidates a walk found: `bundles` (project and workspace folders) and the `Package.swift`
    /// among `swiftFiles`, outside skipped and excluded folders. A package is read only when one of
    /// `selectedFiles` lies under it: a package none of whose files are checked changes nothing.
    static func found(
        bundles: [String], swiftFiles: [String], selectedFiles: [String], excludes: [Glob], specs: [String] = [], podfiles: [String] = []
    ) -> [Candidate] {
        func isSearched(_ path: String) -> Bool {
            let components = path.split(separator: "/")
            if components.dropLast().contains(where: { skippedFolders.contains(String($0)) || $0.hasPrefix(".build-") || $0.hasPrefix(".build_") }) {
                return false
            }
            // An `.xcworkspace` inside an `.xcodeproj` is the project's own and lists only the project.
            if components.dropLast().contains(where: { $0.hasSuffix(".xcodeproj") }) { return false }
            let pathComponents = PathComponents(path)
            return !excludes.contains { $0.matches(pathComponents) }
        }
        var candidates: [Candidate] = []
        for podfile in podfiles where isSearched(podfile) { candidates.append(.podfile(RelativePath.clean(podfile))) }
        for bundle in bundles where isSearched(bundle) {
            candidates.append(bundle.hasSuffix(".xcworkspace") ? .workspace(RelativePath.clean(bundle)) : .xcodeProject(RelativePath.clean(bundle)))
        }
        let selected = selectedFiles.map(RelativePath.clean)
        // A spec is read only where XcodeGen has not generated its project yet: the `.xcodeproj` beside it says more.
        let bundleFolders = Set(bundles.filter { $0.hasSuffix(".xcodeproj") }.map { RelativePath.parent(of: RelativePath.clean($0)) })
        for spec in specs where isSearched(spec) {
            let folder = RelativePath.parent(of: RelativePath.clean(spec))
            guard !bundleFolders.contains(folder), selected.contains(where: { RelativePath.is($0, inside: folder) && !isManifest($0) }) else { continue }
            candidates.append(.xcodeGenSpec(RelativePath.clean(spec)))
        }
        // Every file of the tree is looked at: by its UTF-8 suffix, because splitting each path
        // into components cost a quarter of a warm run over 10,000 files.
        let manifests = swiftFiles.filter { isManifest($0) && isSearched($0) }
        let tuistManifests = swiftFiles.filter { isNamed($0, "Project.swift") && isSearched($0) }
        // Tuist's own `Tuist/Package.swift` lists the workspace's external packages; it is no package of the app.
        let tuistRoots = tuistManifests.isEmpty ? [] : Set(swiftFiles.compactMap(TuistLayout.root(markedBy:)))
        for manifest in tuistManifests {
            let folder = RelativePath.parent(of: RelativePath.clean(manifest))
            guard !bundleFolders.contains(folder), selected.contains(where: { RelativePath.is($0, inside: folder) && !isNamed($0, "Project.swift") })
            else { continue }
            candidates.append(.tuistProject(folder))
        }
        guard !manifests.isEmpty else { return candidates }
        for manifest in manifests where !tuistRoots.contains(where: { RelativePath.join($0, "Tuist/Package.swift") == RelativePath.clean(manifest) }) {
            let folder = RelativePath.parent(of: RelativePath.clean(manifest))
            if selected.contains(where: { RelativePath.is($0, inside: folder) && !isManifest($0) }) {
                candidates.append(.package(folder))
            }
        }
        return candidates
    }
}
