/// How search results are sorted.
public enum NovelSearchOrder: String, CaseIterable, Sendable, Hashable, Codable {
    /// Most recently updated first.
    case latestUpdate
    /// Most bookmarked first.
    case mostBookmarked
    /// Highest rated first.
    case highestRated
    /// Longest first.
    case longest

    /// The label the search screen shows.
    public var title: String {
        switch self {
        case .latestUpdate: return "更新順"
        case .mostBookmarked: return "ブックマーク順"
        case .highestRated: return "評価順"
        case .longest: return "文字数順"
        }
    }
}
