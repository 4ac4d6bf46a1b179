import KumikiProjects

/// The folders of a checkout that hold code the app does not own or does not ship: dependency
/// managers' checkouts and build products (`Pods/`, `Carthage/`, `DerivedData/`, Xcode's
/// `SourcePackages/`), git submodules, tooling (fastlane's folder and its runner project), and
/// the example apps that ship inside a
/// dependency kept in the repository (a local pod's or a nested package's `Example/` project).
///
/// Their files are neither checked nor placed in layers, and their projects are not read as the
/// app's. `kumiki adopt` writes the list under `vendored:` in `.kumiki.yml`, where the team can
/// change it; without that key, a check works it out the same way.
public struct VendoredCode: Sendable {
    /// The folders, relative to the root, as they are written under `vendored:`.
    public let folders: [String]

    /// Folder names that hold what a dependency manager checked out or a build produced.
    static let managedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "SourcePackages"]
    /// Folder names (compared without case) of tooling. A folder called `Vendor` may as well be a
    /// marketplace app's feature, so third-party code is known by the submodules that bring it.
    static let vendorFolders: Set<String> = ["fastlane"]
    /// Folder names (compared without case) of the example apps that come with a library.
    static let exampleFolders: Set<String> = ["example", "examples", "demo", "demos", "sample", "samples", "exampleapp", "demoapp"]

    /// The vendored folders of a checkout, from what its walk found.
    ///
    /// - Parameters:
    ///   - paths: the Swift files and project bundles walked, relative to the root.
    ///   - packageFolders: the folders holding a `Package.swift`.
    ///   - localPodFolders: the folders of the pods a `Podfile` takes by `:path`.
    ///   - submodules: the paths `.gitmodules` lists.
    ///   - workspaceListings: for each workspace at the root, the projects and package folders it lists.
    ///   - subprojects: the projects that a listed project names as its subprojects, which are the app's too.
    public init(
        paths: [String], packageFolders: [String], localPodFolders: [String], submodules: [String], workspaceListings: [[String]] = [],
        subprojects: Set<String> = []
    ) {
        var found: Set<String> = []
        // Most paths name none of these folders: their bytes are searched before any component is made.
        let markers = ["Pods", "Carthage", "DerivedData", "SourcePackages", "astlane"].map { Array($0.utf8) }
        for path in paths where Self.containsAny(markers, in: path) {
            let components = path.split(separator: "/").map(String.init)
            // The outermost managed or vendor folder on the path.
            if let depth = components.dropLast().indices.first(where: { Self.isVendorFolder(components[$0]) }) {
                found.insert(components[...depth].joined(separator: "/"))
            }
        }
        for submodule in submodules {
            let clean = RelativePath.clean(submodule)
            if clean != ".", paths.contains(where: { RelativePath.is($0, inside: clean) }) { found.insert(clean) }
        }
        // A project inside a library kept in the repository is that library's: a local pod's development project
        // beside its sources, or the example or demo app of a pod or a package. (A project beside a package's
        // manifest may be the app's own, with a manifest that only keeps SwiftPM out of its folder.)
        let pods = localPodFolders.map(RelativePath.clean)
        let libraries = pods + packageFolders.map(RelativePath.clean).filter { $0 != "." }
        for bundle in paths where bundle.hasSuffix(".xcodeproj") || bundle.hasSuffix(".xcworkspace") {
            guard !bundle.split(separator: "/").contains(where: { $0.hasPrefix(".") }),
                  let library = libraries.filter({ bundle != $0 && RelativePath.is(bundle, inside: $0) }).max(by: { $0.count < $1.count })
            else { continue }
            let inside = bundle.dropFirst(library == "." ? 0 : library.count + 1).split(separator: "/").map(String.init)
            if let depth = inside.dropLast().indices.first(where: { Self.exampleFolders.contains(inside[$0].lowercased()) }) {
                found.insert(RelativePath.join(library, inside[...depth].joined(separator: "/")))
            } else if pods.contains(library) {
                found.insert(bundle)
            }
        }
        // A workspace at the root says which projects make the app: a project it does not list, in a folder of its own
        // that holds nothing the workspace lists nor a pod the app takes, and is no library's, is another app kept in the
        // repository (a retired edition with its own packages, a playground), with the code beside it.
        let listed = workspaceListings.flatMap { $0 }.map(RelativePath.clean)
        if !listed.isEmpty {
            for bundle in paths where bundle.hasSuffix(".xcodeproj") && !listed.contains(bundle) && !subprojects.contains(bundle) {
                let folder = RelativePath.parent(of: bundle)
                guard folder != ".", !bundle.split(separator: "/").contains(where: { $0.hasPrefix(".") }),
                      !listed.contains(where: { RelativePath.is($0, inside: folder) || RelativePath.is(folder, inside: $0) }),
                      !libraries.contains(where: { RelativePath.is(folder, inside: $0) }), !pods.contains(where: { RelativePath.is($0, inside: folder) })
                else { continue }
                found.insert(folder)
            }
        }
        // Only the outermost of nested folders.
        let sorted = found.sorted()
        folders = sorted.filter { folder in !sorted.contains { $0 != folder && RelativePath.is(folder, inside: $0) } }
    }

    /// The folders as given (a configuration's `vendored:`).
    public init(folders: [String]) {
        self.folders = folders
    }

    /// These folders less those holding a file that `isCompiled` says a project of the app builds: a
    /// folder whose code a target of the app's own projects compiles is the app's, whatever sits beside it.
    public func keepingOut(of files: [String], isCompiled: (String) -> Bool) -> VendoredCode {
        let compiled = folders.filter { folder in files.contains { RelativePath.is($0, inside: folder) && isCompiled($0) } }
        return compiled.isEmpty ? self : VendoredCode(folders: folders.filter { !compiled.contains($0) })
    }

    /// Whether a folder called `name` holds vendored code or tooling.
    static func isVendorFolder(_ name: String) -> Bool {
        managedFolders.contains(name) || (name.utf8.count == 8 && vendorFolders.contains(name.lowercased()))
    }

    /// Whether the UTF-8 bytes of `path` contain one of `markers`.
    private static func containsAny(_ markers: [[UInt8]], in path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            markers.contains { marker in
                guard bytes.count >= marker.count, let first = marker.first else { return false }
                var index = 0
                while index + marker.count <= bytes.count {
                    if bytes[index] == first, bytes[index..<(index + marker.count)].elementsEqual(marker) { return true }
                    index += 1
                }
                return false
            }
        }
    }

    /// The folders as `.kumiki.yml` globs: each anchored at the root, its special characters escaped.
    public var globs: [Glob] {
        folders.map { Glob(Self.pattern(ofFolder: $0)) }
    }

    /// A folder path as a glob that matches it (and what is under it) from the root alone.
    public static func pattern(ofFolder folder: String) -> String {
        var escaped = ""
        for character in folder {
            if "*?[]\\".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return "/" + escaped
    }
}
