import Foundation

/// What one `kumiki check` run analyses and what it reports.
///
/// Some rules need facts from files other than the one they report on
/// (`viewmodel-depends-on-protocols` must know that a stored type is a class
/// declared in another folder). When the run belongs to a project (a
/// `.kumiki.yml` was found or given) and the requested paths lie inside it,
/// the whole configured project is analysed, relative to the configuration's
/// folder, and only findings in the requested paths are reported. Without a
/// configuration, only the requested paths are analysed, and
/// ``limitation`` says so.
public struct CheckScope: Sendable {
    /// The folder the runner resolves and matches paths against: the configuration's, or the
    /// folder the paths were given relative to.
    public let baseDirectory: URL?
    /// The paths the runner analyses, relative to ``baseDirectory``.
    public let analysedPaths: [String]
    /// Whether more is analysed than reported on.
    public let isWidened: Bool

    private let requested: [Requested]
    private let currentDirectory: String
    /// ``baseDirectory``'s canonical path, worked out once: canonicalising resolves symbolic
    /// links with a system call per component.
    private let root: String?

    /// One requested path, resolved.
    private struct Requested: Sendable {
        let absolute: String
        let isAbsolute: Bool
        /// The path relative to the root with a trailing `/` (empty for the root itself), when
        /// the run is widened to a root: analysed paths are matched against it byte by byte.
        var relativeFolder = ""
        /// The same without the trailing `/`: a requested file is counted by its own path.
        var relativePath = ""
    }

    /// Works out the scope for `paths` (as given on the command line, relative
    /// to `currentDirectory` unless absolute) and the configuration file in force.
    public init(paths: [String], configurationFile: URL?, currentDirectory: URL) {
        let current = Self.canonical(currentDirectory.path)
        self.currentDirectory = current
        var requested = paths.map { path in
            let isAbsolute = path.hasPrefix("/")
            let absolute = isAbsolute ? path : current + "/" + path
            return Requested(absolute: Self.canonical(absolute), isAbsolute: isAbsolute)
        }
        guard let configurationFile else {
            // Without a configuration the paths are analysed as given, relative to the folder given
            // (not to wherever the process happens to run, which a server's is not).
            self.requested = requested
            baseDirectory = URL(fileURLWithPath: current, isDirectory: true)
            root = nil
            analysedPaths = paths
            isWidened = false
            return
        }
        let root = Self.canonical(configurationFile.deletingLastPathComponent().path)
        guard requested.allSatisfy({ Self.path($0.absolute, isInside: root) }) else {
            self.requested = requested
            baseDirectory = nil
            self.root = nil
            analysedPaths = paths
            isWidened = false
            return
        }
        for index in requested.indices where requested[index].absolute != root {
            requested[index].relativePath = String(requested[index].absolute.dropFirst(root == "/" ? 1 : root.count + 1))
            requested[index].relativeFolder = requested[index].relativePath + "/"
        }
        self.requested = requested
        self.root = root
        baseDirectory = URL(fileURLWithPath: root, isDirectory: true)
        analysedPaths = ["."]
        isWidened = !requested.contains { $0.absolute == root }
    }

    /// The folder the analysed paths and the findings' paths are relative to.
    public var analysisDirectory: URL {
        baseDirectory ?? URL(fileURLWithPath: currentDirectory, isDirectory: true)
    }

    /// What a reader should know about findings this scope may miss, or `nil` when nothing is missed.
    public var limitation: String? {
        guard root == nil, !requested.contains(where: { $0.absolute == currentDirectory }) else { return nil }
        return "no .kumiki.yml was found above the given paths, so only they were analysed: "
            + "rules that need types declared elsewhere (viewmodel-depends-on-protocols, layer-dependency "
            + "by type) see only these files"
    }

    /// The diagnostics in the requested paths, with each file written as the
    /// user would expect: relative to the current folder, or absolute when the
    /// path was given absolute (or lies outside the current folder).
    public func reported(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard root != nil else { return diagnostics }
        return diagnostics.compactMap { diagnostic in
            guard let file = reportedPath(diagnostic.location.file) else { return nil }
            var shown = diagnostic
            shown.location.file = file
            return shown
        }
    }

    /// An analysed file's path as the user would expect it (see ``reported(_:)``), or
    /// `nil` when the file lies outside the requested paths.
    public func reportedPath(_ path: String) -> String? {
        guard let root else { return path }
        let absolute = Self.absolute(path, in: root)
        guard let match = requested.first(where: { Self.path(absolute, isInside: $0.absolute) }) else { return nil }
        if !match.isAbsolute, Self.path(absolute, isInside: currentDirectory), absolute != currentDirectory {
            return String(absolute.dropFirst(currentDirectory == "/" ? 1 : currentDirectory.count + 1))
        }
        return absolute
    }

    /// The number of analysed files that lie in the requested paths.
    public func reportedFileCount(of model: ProjectModel) -> Int {
        reportedFileCount(ofFiles: model.files.map(\.path))
    }

    /// The number of the analysed files at `paths` (as the runner reports them) that lie in the requested paths.
    public func reportedFileCount(ofFiles paths: [String]) -> Int {
        guard let root else { return paths.count }
        // Every file of a project is counted, so the usual path (relative, no `.` or `..`)
        // is compared as bytes with the requested folders instead of being cleaned and joined.
        return paths.count { path in
            guard Self.isPlainRelative(path) else {
                let absolute = Self.absolute(path, in: root)
                return requested.contains { Self.path(absolute, isInside: $0.absolute) }
            }
            return requested.contains {
                $0.relativeFolder.isEmpty || path.utf8.starts(with: $0.relativeFolder.utf8) || path.utf8.elementsEqual($0.relativePath.utf8)
            }
        }
    }

    /// An analysed path made absolute and clean under the canonical `root`; a plain path is
    /// only joined, because cleaning split and rejoined every path of a project.
    private static func absolute(_ path: String, in root: String) -> String {
        guard isPlainRelative(path) else { return clean(root + "/" + path) }
        return root == "/" ? "/" + path : root + "/" + path
    }

    /// Whether `path` is relative and has no empty, `.` or `..` component, so that joining it
    /// to a canonical folder gives a clean path.
    static func isPlainRelative(_ path: String) -> Bool {
        var componentLength = 0, dots = 0
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if componentLength == 0 || (componentLength == dots && dots <= 2) { return false }
                componentLength = 0
                dots = 0
            } else {
                componentLength += 1
                if byte == UInt8(ascii: "."), componentLength == dots + 1 { dots += 1 }
            }
        }
        return componentLength > 0 && !(componentLength == dots && dots <= 2)
    }

    /// Whether `path` is `folder` or lies below it.
    private static func path(_ path: String, isInside folder: String) -> Bool {
        path == folder || folder == "/" || path.hasPrefix(folder + "/")
    }

    /// `path` without `.` and `..` components or a trailing `/`; no file-system access,
    /// for paths built from an already canonical root.
    private static func clean(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` made absolute-clean: symbolic links resolved where they exist, `.` and `..` removed, no trailing `/`.
    private static func canonical(_ path: String) -> String {
        let resolved = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        return resolved.count > 1 && resolved.hasSuffix("/") ? String(resolved.dropLast()) : resolved
    }
}
