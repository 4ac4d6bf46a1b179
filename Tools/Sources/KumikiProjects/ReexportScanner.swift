import KumikiSourceFiles

/// Finds the modules a target's files re-export (`@_exported import M`) without parsing them:
/// for packages read only to learn their modules, whose files are never analysed. Only the
/// files that hold the attribute at all are looked at line by line.
package enum ReexportScanner {
    /// The modules the Swift files of `sources` (relative to `root`, absolute and clean) re-export, sorted.
    package static func reexports(of sources: SourceSet, root: String) -> [String] {
        var files = sources.files
        for folder in sources.folders {
            let disk = folder.path.hasPrefix("/") ? folder.path : RelativePath.join(root, folder.path)
            let prefix = folder.path == "." ? "" : folder.path + "/"
            files += DirectoryWalker.files(under: disk, withSuffix: ".swift", prefix: prefix).filter(folder.contains)
        }
        var modules: Set<String> = []
        for file in files {
            let disk = file.hasPrefix("/") ? file : RelativePath.join(root, file)
            guard let bytes = SourceFileReader.bytes(atPath: disk) else { continue }
            let found = bytes.withUnsafeBufferPointer { buffer -> [String] in
                guard buffer.firstOffset(of: "@_exported", from: 0) != nil else { return [] }
                return modulesExported(in: String(decoding: buffer, as: UTF8.self))
            }
            modules.formUnion(found)
        }
        return modules.sorted()
    }

    /// The module of every `@_exported … import [kind] M[.Sub]` line of `text`.
    static func modulesExported(in text: String) -> [String] {
        var modules: [String] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? line
            guard code.contains("@_exported") else { continue }
            let words = code.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let importIndex = words.firstIndex(of: "import"), words[..<importIndex].contains("@_exported") else { continue }
            var rest = words[(importIndex + 1)...]
            if let kind = rest.first, ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(kind) {
                rest = rest.dropFirst()
            }
            guard let path = rest.first, let module = path.split(separator: ".").first, !module.isEmpty else { continue }
            modules.append(String(module))
        }
        return modules
    }
}
