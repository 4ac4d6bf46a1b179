/// The Swift files a target compiles: files listed one by one (an Xcode Sources build
/// phase) and folders taken whole (a SwiftPM target's path, an Xcode 16 synchronized folder)
/// less their exceptions. Paths are relative to the checked root, without `.` or `..`.
public struct SourceSet: Codable, Hashable, Sendable {
    /// A folder whose Swift files the target compiles.
    public struct Folder: Codable, Hashable, Sendable {
        /// The folder.
        public var path: String
        /// Files and folders under it that are not compiled (SwiftPM `exclude:`, an Xcode
        /// exception set's `membershipExceptions`), as paths from the root.
        public var excluded: [String]
        /// When set, only these files and folders under it are compiled (SwiftPM `sources:`).
        public var only: [String]?
        /// When set, only the files under it that match one of these globs (bash `globstar` rules,
        /// paths from the root) are compiled: Tuist's `sources: ["Feature/**/*.swift"]`.
        public var globs: [PathGlob]?
        /// Files under it that match one of these globs are not compiled (Tuist's `excluding:`).
        public var excludedGlobs: [PathGlob]?

        /// Creates a folder entry.
        public init(path: String, excluded: [String] = [], only: [String]? = nil, globs: [PathGlob]? = nil, excludedGlobs: [PathGlob]? = nil) {
            self.path = path
            self.excluded = excluded
            self.only = only
            self.globs = globs
            self.excludedGlobs = excludedGlobs
        }

        /// Whether the folder compiles the file at `path` (relative to the root).
        public func contains(_ path: String) -> Bool {
            guard RelativePath.is(path, inside: self.path) else { return false }
            if excluded.contains(where: { RelativePath.is(path, inside: $0) }) { return false }
            if let excludedGlobs, excludedGlobs.contains(where: { $0.matches(path) }) { return false }
            if let globs, !globs.contains(where: { $0.matches(path) }) { return false }
            guard let only else { return true }
            return only.contains { RelativePath.is(path, inside: $0) }
        }
    }

    /// Files compiled one by one.
    public var files: [String]
    /// Folders compiled whole.
    public var folders: [Folder]

    /// Creates a source set.
    public init(files: [String] = [], folders: [Folder] = []) {
        self.files = files
        self.folders = folders
    }
}
