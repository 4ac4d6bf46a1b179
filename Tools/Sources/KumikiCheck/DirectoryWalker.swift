import Foundation

/// Lists the files under a folder with `opendir`/`readdir`.
///
/// `FileManager`'s enumerator cost a fifth of a parse of the whole tree on
/// Linux (it builds and normalises an `NSString` path per entry); the entry
/// type from `readdir` needs no `stat` call for most entries.
enum DirectoryWalker {
    /// The paths, relative to `root`, of the files under `root` whose names end
    /// with `suffix`, including hidden ones and links to files, in UTF-8 byte order
    /// (so the runner need not sort thousands of paths). Links to folders
    /// are not followed (they could loop), and folders that cannot be opened are skipped.
    static func files(under root: String, withSuffix suffix: String) -> [String] {
        var found: [String] = []
        collect(in: "", base: root.hasSuffix("/") ? root : root + "/", suffix: suffix, into: &found)
        return found
    }

    /// Appends the matching files under `relative` (empty, or ending in `/`), folder by folder.
    private static func collect(in relative: String, base: String, suffix: String, into found: inout [String]) {
        guard let directory = opendir(base + relative) else { return }
        // A folder's entries sort by name, a folder's name with its `/`: then every path
        // under a folder sorts exactly where the folder's key does among its siblings.
        var entries: [(key: String, isDirectory: Bool)] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: pointer.pointee)) {
                    String(cString: $0)
                }
            }
            guard name != ".", name != ".." else { continue }
            switch kind(of: entry.pointee.d_type, at: base + relative + name) {
            case .directory: entries.append((name + "/", true))
            case .other where name.hasSuffix(suffix): entries.append((name, false))
            case .other: continue
            }
        }
        closedir(directory)
        entries.sort { $0.key.precedesInUTF8Order($1.key) }
        for entry in entries {
            if entry.isDirectory {
                collect(in: relative + entry.key, base: base, suffix: suffix, into: &found)
            } else {
                found.append(relative + entry.key)
            }
        }
    }

    private enum Kind { case directory, other }

    /// The entry's kind from `d_type`, asking `lstat` only when the file system does not say.
    private static func kind(of type: UInt8, at path: String) -> Kind {
        switch type {
        case UInt8(DT_DIR): return .directory
        case UInt8(DT_UNKNOWN):
            var status = stat()
            guard lstat(path, &status) == 0 else { return .other }
            return status.st_mode & S_IFMT == S_IFDIR ? .directory : .other
        default: return .other
        }
    }
}

extension String {
    /// Whether `self` sorts before `other` by UTF-8 bytes. Unlike `<`, which compares
    /// canonically equivalent spellings as equal, this never calls two different file names equal.
    func precedesInUTF8Order(_ other: String) -> Bool {
        let order = utf8.withContiguousStorageIfAvailable { left in
            other.utf8.withContiguousStorageIfAvailable { right in
                let common = Swift.min(left.count, right.count)
                let difference = common == 0 ? 0 : memcmp(left.baseAddress.unsafelyUnwrapped, right.baseAddress.unsafelyUnwrapped, common)
                return difference != 0 ? difference < 0 : left.count < right.count
            }
        }
        // `lexicographicallyPrecedes` steps through both strings byte by byte: only for strings not stored as UTF-8.
        return (order ?? nil) ?? utf8.lexicographicallyPrecedes(other.utf8)
    }
}
