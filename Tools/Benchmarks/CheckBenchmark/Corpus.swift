import Foundation

/// One file of a benchmark corpus, its path relative to the corpus root.
struct CorpusFile {
    var path: String
    var text: String
}

/// A named set of files, checked with the mvvm-repository preset.
struct Corpus {
    var name: String
    var title: String
    var files: [CorpusFile]

    /// Each file's number of lines.
    var lineCounts: [Int] { files.map { $0.text.utf8.count { $0 == UInt8(ascii: "\n") } } }
    var lineCount: Int { lineCounts.reduce(0, +) }
    var byteCount: Int { files.reduce(0) { $0 + $1.text.utf8.count } }

    var summary: String {
        let lines = lineCounts
        return "\(files.count) \(title), \(lines.reduce(0, +)) lines (\(lines.min() ?? 0)–\(lines.max() ?? 0) a file), "
            + String(format: "%.1f MB", Double(byteCount) / 1_000_000)
    }

    /// Writes the files and a `.kumiki.yml` under `root`.
    func write(to root: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("preset: mvvm-repository\n".utf8).write(to: root.appendingPathComponent(".kumiki.yml"))
        for file in files {
            let url = root.appendingPathComponent(file.path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
        }
    }
}
