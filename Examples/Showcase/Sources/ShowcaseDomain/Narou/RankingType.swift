/// The four Narou rankings NaroViewer shows.
public enum RankingType: String, CaseIterable, Sendable, Hashable, Codable {
    /// 日間: yesterday's points.
    case daily
    /// 週間: the week that ends on a Tuesday.
    case weekly
    /// 月間: the month so far.
    case monthly
    /// 四半期: the quarter so far.
    case quarterly

    /// The Japanese name a reader knows the ranking by.
    public var title: String {
        switch self {
        case .daily: return "日間"
        case .weekly: return "週間"
        case .monthly: return "月間"
        case .quarterly: return "四半期"
        }
    }
}
