import Foundation
import KumikiSourceFiles

/// The folders a check may read: the project's root (the folder of `.kumiki.yml`) and the folders
/// its `project:` entries name outside it. The command line, the language server and the assistant
/// server all ask it before reading a path they were given, so none of them can be made to read
/// (or reveal the existence of) a file elsewhere, and none opens a device or a file of `/proc`.
public struct ProjectBoundary: Sendable {
    /// The root, absolute, symbolic links resolved.
    public let root: String
    /// Other folders the configuration takes in, absolute, symbolic links resolved.
    public let folders: [String]

    /// The boundary of a project rooted at `root` under `configuration`.
    public init(root: URL, configuration: Configuration? = nil) {
        let canonicalRoot = Self.canonical(root.path)
        self.root = canonicalRoot
        folders = (configuration?.projects ?? []).map { entry in
            let absolute = entry.hasPrefix("/") ? entry : canonicalRoot + "/" + entry
            // A project names an .xcodeproj or a package folder: the folder it sits in is what it reads.
            let folder = absolute.hasSuffix(".xcodeproj") || absolute.hasSuffix(".xcworkspace") || absolute.hasSuffix(".yml")
                || absolute.hasSuffix(".yaml") || absolute.hasSuffix(".json")
                ? (absolute as NSString).deletingLastPathComponent : absolute
            return Self.canonical(folder)
        }
        .filter { !Self.path($0, isInside: canonicalRoot) }
    }

    /// `path` (relative to `base` unless absolute) made absolute with symbolic links resolved, when
    /// it lies inside the boundary and is a folder or a file that may be read; otherwise the typed
    /// error that names the path and the root.
    @discardableResult
    public func admit(_ path: String, relativeTo base: URL) throws(CheckError) -> String {
        let absolute = path.hasPrefix("/") ? path : base.appendingPathComponent(path).path
        let resolved = Self.canonical(absolute)
        guard Self.path(resolved, isInside: root) || folders.contains(where: { Self.path(resolved, isInside: $0) }) else {
            throw .outsideProject(path: path, root: root)
        }
        if let refusal = FileAdmission.refusal(ofPath: resolved) { throw .unreadablePath(path, reason: refusal) }
        return resolved
    }

    /// Whether the root-relative `path` stays inside the boundary once its symbolic links are followed.
    public func contains(relativePath path: String) -> Bool {
        let resolved = Self.canonical(root + "/" + path)
        return Self.path(resolved, isInside: root) || folders.contains { Self.path(resolved, isInside: $0) }
    }

    /// `path` absolute and clean, symbolic links resolved where they exist.
    static func canonical(_ path: String) -> String {
        let resolved = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        return resolved.count > 1 && resolved.hasSuffix("/") ? String(resolved.dropLast()) : resolved
    }

    private static func path(_ path: String, isInside folder: String) -> Bool {
        path == folder || folder == "/" || path.hasPrefix(folder + "/")
    }
}
