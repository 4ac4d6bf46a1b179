import BenchmarkCorpora
import Foundation
import KumikiSourceFiles

/// A real project tree as a corpus: its Swift files, read from disk, for the report's rates.
enum TreeCorpus {
    /// Cold and uncached runs over a tree of real packages keep at least this share of the parse-only pass's speed.
    static let target = 0.8

    /// The Swift files under `root` (outside build folders), as a corpus named `name`.
    static func corpus(at root: URL, named name: String) throws -> Corpus {
        let base = root.path.hasSuffix("/") ? root.path : root.path + "/"
        let files = DirectoryWalker.files(under: base, withSuffix: ".swift")
            .filter { !$0.contains("/.build/") && !$0.hasPrefix(".build/") }
            .map { CorpusFile(path: $0, text: (try? String(contentsOfFile: base + $0, encoding: .utf8)) ?? "") }
        return Corpus(name: name, title: "Swift files of real projects", files: files)
    }
}
