import Foundation

/// What a project reader may ask of the folders a project describes: whether a path is a file
/// or a folder, and what a folder holds. Paths are relative to the checked root; tests give a
/// reader a file system of their own.
public struct ProjectFileSystem: Sendable {
    /// What is at a path.
    public enum Kind: Sendable {
        /// Nothing.
        case missing
        /// A file (or anything that is not a folder).
        case file
        /// A folder.
        case folder
    }

    /// What is at a root-relative path.
    public var kind: @Sendable (String) -> Kind
    /// The names of what a root-relative folder holds.
    public var contents: @Sendable (String) -> [String]

    /// A file system answering from closures.
    public init(kind: @escaping @Sendable (String) -> Kind, contents: @escaping @Sendable (String) -> [String]) {
        self.kind = kind
        self.contents = contents
    }

    /// The disk, under the absolute folder `root` (symbolic links followed, as Xcode follows them).
    public static func disk(root: String) -> ProjectFileSystem {
        @Sendable func absolute(_ path: String) -> String {
            path.hasPrefix("/") ? path : RelativePath.join(root, path)
        }
        return ProjectFileSystem(
            kind: { path in
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: absolute(path), isDirectory: &isFolder) else { return .missing }
                return isFolder.boolValue ? .folder : .file
            },
            contents: { path in (try? FileManager.default.contentsOfDirectory(atPath: absolute(path)))?.sorted() ?? [] }
        )
    }
}
