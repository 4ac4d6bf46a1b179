import Foundation

/// What every reader of `kumiki` admits: the same size cap and the same kinds of file, whether
/// `kumiki check` walks a folder, `kumiki mocks` reads protocols, the language server reads a
/// file it was told changed, or the assistant server is asked to check a path.
package enum FileAdmission {
    /// The largest file any reader takes; a source file of this size is already far past
    /// anything a person writes.
    package static let maximumSize = 20 * 1024 * 1024
    /// The largest cache file read: kumiki's own, holding the facts of every file of a project.
    package static let maximumCacheSize = 2 * 1024 * 1024 * 1024

    /// Whether `path` (absolute, or relative to the current folder) names a file of the
    /// operating system's own trees, where "files" are devices or generated on every read.
    package static func isSystemPath(_ path: String) -> Bool {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let resolved = URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path
        return ["/proc", "/sys", "/dev"].contains { resolved == $0 || resolved.hasPrefix($0 + "/") }
    }

    /// ``isSystemPath(_:)`` from the path's text alone, with no system call: for the files a
    /// folder walk found (the walk already left out links that lead outside the folder), where
    /// resolving every path's links cost a system call per folder in it.
    package static func isSystemPathAsWritten(_ path: String) -> Bool {
        guard path.hasPrefix("/") else { return false }
        return ["/proc", "/sys", "/dev"].contains { path == $0 || path.hasPrefix($0 + "/") }
    }

    /// What a file of mode `mode` is, in words, when it is not a regular file; `nil` for a regular file.
    package static func kindIfNotRegular(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        default: return "not a file"
        }
    }

    /// Why the path given as a file to read (an argument, a tool's path) may not be read, or `nil`
    /// when it is a regular file or a folder (whose files are admitted one by one).
    package static func refusal(ofPath path: String) -> String? {
        if isSystemPath(path) { return SourceFileReader.Refusal.systemFile.description }
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        if status.st_mode & S_IFMT == S_IFDIR { return nil }
        if let kind = kindIfNotRegular(status.st_mode) { return SourceFileReader.Refusal.notRegularFile(kind).description }
        if Int(status.st_size) > maximumSize { return SourceFileReader.Refusal.tooLarge.description }
        return nil
    }
}
