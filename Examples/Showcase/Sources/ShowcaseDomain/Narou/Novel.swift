import Foundation

/// A novel on Shōsetsuka ni Narō: what the detail screen shows and the reading list keeps.
public struct Novel: Hashable, Sendable, Codable, Identifiable {
    /// The Narou code, e.g. `N1234AB`; unique and stable.
    public var ncode: String
    /// The title.
    public var title: String
    /// The author's pen name.
    public var writer: String
    /// The synopsis (あらすじ).
    public var synopsis: String
    /// The genre.
    public var genre: NovelGenre
    /// The author's keywords.
    public var keywords: [String]
    /// The length in characters.
    public var length: Int
    /// How many chapters are published.
    public var chapterCount: Int
    /// Whether the story is finished (or a short story).
    public var isCompleted: Bool
    /// When a chapter was last published.
    public var lastUpdated: Date

    /// The identity used by lists: the Narou code.
    public var id: String { ncode }

    /// Creates a novel.
    public init(
        ncode: String, title: String, writer: String, synopsis: String, genre: NovelGenre,
        keywords: [String], length: Int, chapterCount: Int, isCompleted: Bool, lastUpdated: Date
    ) {
        self.ncode = ncode
        self.title = title
        self.writer = writer
        self.synopsis = synopsis
        self.genre = genre
        self.keywords = keywords
        self.length = length
        self.chapterCount = chapterCount
        self.isCompleted = isCompleted
        self.lastUpdated = lastUpdated
    }

    /// Where the novel is read on the web: `https://ncode.syosetu.com/{ncode}/`, lowercased as the site links it.
    public var readingURL: URL {
        URL(string: "https://ncode.syosetu.com/\(ncode.lowercased())/") ?? URL(fileURLWithPath: "/")
    }
}
