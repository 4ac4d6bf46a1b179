import Foundation

/// A named set of files, checked with the mvvm-repository preset.
public struct Corpus: Sendable {
    /// A short name, used as a folder name.
    public var name: String
    /// What the files are, for the report.
    public var title: String
    /// The files.
    public var files: [CorpusFile]

    /// A corpus called `name` of `files`.
    public init(name: String, title: String, files: [CorpusFile]) {
        self.name = name
        self.title = title
        self.files = files
    }

    /// Each file's number of lines.
    public var lineCounts: [Int] { files.map { $0.text.utf8.count { $0 == UInt8(ascii: "\n") } } }
    /// Every file's lines together.
    public var lineCount: Int { lineCounts.reduce(0, +) }
    /// Every file's bytes together.
    public var byteCount: Int { files.reduce(0) { $0 + $1.text.utf8.count } }

    /// The file count, lines and size in one line.
    public var summary: String {
        let lines = lineCounts
        return "\(files.count) \(title), \(lines.reduce(0, +)) lines (\(lines.min() ?? 0)–\(lines.max() ?? 0) a file), "
            + String(format: "%.1f MB", Double(byteCount) / 1_000_000)
    }

    /// Writes the files and a `.kumiki.yml` under `root`.
    public func write(to root: URL) throws {
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
