import Foundation

/// Lists the files under a folder with `opendir`/`readdir`.
///
/// `FileManager`'s enumerator cost a fifth of a parse of the whole tree on
/// Linux (it builds and normalises an `NSString` path per entry); the entry
/// type from `readdir` needs no `stat` call for most entries.
package enum DirectoryWalker {
    /// The paths, relative to `root` and after `prefix`, of the files under `root` whose
    /// names end with `suffix`, including hidden ones and links to files inside `root`, in UTF-8
    /// byte order (so the runner need not sort thousands of paths). Links to folders are not
    /// followed (they could loop), links to files outside `root` are left out (a project's check
    /// reads the project, whoever placed the link), and folders that cannot be opened are skipped.
    package static func files(under root: String, withSuffix suffix: String, prefix: String = "") -> [String] {
        walk(under: root, withSuffix: suffix, prefix: prefix, bundleSuffixes: []).files
    }

    /// ``files(under:withSuffix:prefix:)``, and the folders whose names end with one of
    /// `bundleSuffixes` (`.xcodeproj`, `.xcworkspace`), which are listed (as paths after
    /// `prefix`, without a trailing `/`) instead of walked into: the same walk finds a project's
    /// Swift files and its project files.
    /// Files named exactly one of `namedFiles` (`project.yml`) are listed as `named`, whatever their suffix.
    package static func walk(
        under root: String, withSuffix suffix: String, prefix: String = "", bundleSuffixes: [String], namedFiles: [String] = []
    ) -> (files: [String], bundles: [String], named: [String]) {
        let base = root.hasSuffix("/") ? root : root + "/"
        let canonicalBase = canonicalFolder(base)
        // Folder by folder, a level of the tree at a time so sibling folders are listed on
        // several cores, and without recursion, because folders can nest very deeply.
        var listings: [String: [Entry]] = [:]
        var level = [""]
        while !level.isEmpty {
            let listed = level.concurrentMap {
                entries(in: $0, base: base, canonicalBase: canonicalBase, suffix: suffix, bundleSuffixes: bundleSuffixes, namedFiles: namedFiles)
            }
            var next: [String] = []
            for (relative, entries) in zip(level, listed) {
                listings[relative] = entries
                next += entries.lazy.filter(\.isDirectory).map { relative + $0.key }
            }
            level = next
        }
        // Then depth first, each folder in its sorted order; each path is joined once, with
        // the prefix already in front (joining it on afterwards was a second string per file).
        var found: [String] = []
        var bundles: [String] = []
        var named: [String] = []
        var stack: [(relative: String, prefixed: String, entries: ArraySlice<Entry>)] = [("", prefix, listings[""]?[...] ?? [])]
        while let top = stack.indices.last {
            guard let entry = stack[top].entries.popFirst() else {
                stack.removeLast()
                continue
            }
            if entry.isBundle {
                bundles.append(stack[top].prefixed + entry.key)
            } else if entry.isNamed {
                named.append(stack[top].prefixed + entry.key)
            } else if entry.isDirectory {
                let relative = stack[top].relative + entry.key
                stack.append((relative, stack[top].prefixed + entry.key, listings[relative]?[...] ?? []))
            } else {
                found.append(stack[top].prefixed + entry.key)
            }
        }
        return (found, bundles, named)
    }

    /// A folder entry: a matching file's name, or a folder's name with its `/`. Sorting
    /// these keys puts every path under a folder exactly where the folder's key sorts
    /// among its siblings. A bundle (a folder with one of the bundle suffixes) is keyed by its
    /// name alone and not walked into.
    private typealias Entry = (key: String, isDirectory: Bool, isBundle: Bool, isNamed: Bool)

    /// The sorted entries of the folder `relative` (empty, or ending in `/`).
    private static func entries(
        in relative: String, base: String, canonicalBase: String, suffix: String, bundleSuffixes: [String], namedFiles: [String]
    ) -> [Entry] {
        guard let directory = opendir(base + relative) else { return [] }
        defer { closedir(directory) }
        var entries: [Entry] = []
        let suffixBytes = Array(suffix.utf8)
        while let entry = readdir(directory) {
            let type = entry.pointee.d_type
            // The name's bytes are looked at before any `String` is made: most entries of a
            // project (images, storyboards, build products) are neither folders nor matches.
            let found = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout.size(ofValue: pointer.pointee)) { start -> Entry? in
                    let name = UnsafeBufferPointer(start: start, count: strlen(UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self)))
                    if name.elementsEqual(".".utf8) || name.elementsEqual("..".utf8) { return nil }
                    let text = { String(decoding: name, as: UTF8.self) }
                    if isDirectory(type: type, path: { base + relative + text() }) {
                        let folder = text()
                        if !bundleSuffixes.isEmpty, bundleSuffixes.contains(where: folder.hasSuffix) { return (folder, false, true, false) }
                        return (folder + "/", true, false, false)
                    }
                    if suffixBytes.withUnsafeBufferPointer({ name.hasSuffix($0) }) {
                        if type == UInt8(DT_LNK) || type == UInt8(DT_UNKNOWN),
                           !leadsInside(base + relative + text(), canonicalBase: canonicalBase) { return nil }
                        return (text(), false, false, false)
                    }
                    if !namedFiles.isEmpty, namedFiles.contains(where: { name.elementsEqual($0.utf8) }) { return (text(), false, false, true) }
                    return nil
                }
            }
            if let found { entries.append(found) }
        }
        entries.sort { $0.key.precedesInUTF8Order($1.key) }
        return entries
    }

    /// `folder` (ending in `/`) with its symbolic links resolved, ending in `/`.
    private static func canonicalFolder(_ folder: String) -> String {
        guard let resolved = realpath(folder, nil) else { return folder }
        defer { free(resolved) }
        let path = String(cString: resolved)
        return path.hasSuffix("/") ? path : path + "/"
    }

    /// Whether `path` is no link, a link whose target lies under `canonicalBase`, or a dangling
    /// link (kept, so the check reports a file the build will not find; it reveals nothing).
    private static func leadsInside(_ path: String, canonicalBase: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return true }
        guard let resolved = realpath(path, nil) else { return true }
        defer { free(resolved) }
        return String(cString: resolved).hasPrefix(canonicalBase)
    }

    /// Whether an entry is a folder, from `d_type`, asking `lstat` only when the file system does not say.
    private static func isDirectory(type: UInt8, path: () -> String) -> Bool {
        switch type {
        case UInt8(DT_DIR): return true
        case UInt8(DT_UNKNOWN):
            var status = stat()
            guard lstat(path(), &status) == 0 else { return false }
            return status.st_mode & S_IFMT == S_IFDIR
        default: return false
        }
    }
}
