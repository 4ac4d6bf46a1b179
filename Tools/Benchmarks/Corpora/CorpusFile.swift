/// One file of a benchmark corpus, its path relative to the corpus root.
public struct CorpusFile: Sendable {
    /// Where it goes, relative to the corpus root.
    public var path: String
    /// Its Swift source.
    public var text: String

    /// A file at `path` holding `text`.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
