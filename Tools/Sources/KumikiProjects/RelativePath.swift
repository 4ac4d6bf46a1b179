/// Path arithmetic on `/`-separated paths, without touching the file system: project files
/// name their files relative to groups, folders and packages, and findings name them relative
/// to the checked root.
public enum RelativePath {
    /// `base` joined with `path` and cleaned; an absolute `path` is only cleaned.
    public static func join(_ base: String, _ path: String) -> String {
        if path.hasPrefix("/") || base.isEmpty || base == "." { return clean(path) }
        // Most joins are a clean folder and a plain name: concatenating them is already clean.
        if isPlain(path), isPlain(base) || base == "/" { return base == "/" ? "/" + path : base + "/" + path }
        return clean(base + "/" + path)
    }

    /// Whether `path` is already clean and relative, or absolute with clean components: no empty,
    /// `.` or `..` component and no trailing `/`, so cleaning would return it unchanged.
    static func isPlain(_ path: String) -> Bool {
        var componentLength = 0, dots = 0, sawAny = false
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if sawAny, componentLength == 0 || (componentLength == dots && dots <= 2) { return false }
                componentLength = 0
                dots = 0
            } else {
                componentLength += 1
                if byte == UInt8(ascii: "."), componentLength == dots + 1 { dots += 1 }
            }
            sawAny = true
        }
        return componentLength > 0 && !(componentLength == dots && dots <= 2)
    }

    /// `path` without empty and `.` components, with `..` applied (kept at the front of a
    /// relative path that climbs out of its base); `.` for an empty relative path.
    public static func clean(_ path: String) -> String {
        if isPlain(path) { return path }
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !isAbsolute {
                    parts.append(part)
                }
            default: parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `path` (absolute, clean) relative to `root` (absolute, clean) when inside it; else `path` unchanged.
    public static func relative(_ path: String, to root: String) -> String {
        if path == root { return "." }
        let prefix = root == "/" ? "/" : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Whether `path` is `folder` or lies below it (both clean, both relative or both absolute).
    public static func `is`(_ path: String, inside folder: String) -> Bool {
        if folder == "." { return !path.hasPrefix("/") && !path.hasPrefix("../") && path != ".." }
        // Compared as UTF-8 bytes, as paths are: every file is tested against every folder above it.
        let pathBytes = path.utf8, folderBytes = folder.utf8
        guard pathBytes.starts(with: folderBytes) else { return false }
        return pathBytes.count == folderBytes.count || pathBytes.dropFirst(folderBytes.count).first == UInt8(ascii: "/")
    }

    /// The folder part of `path` (`.` for a bare name).
    public static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The last component of `path`.
    public static func lastComponent(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
