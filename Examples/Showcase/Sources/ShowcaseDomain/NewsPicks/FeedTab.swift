/// A tab of the news feed.
public enum FeedTab: String, CaseIterable, Sendable, Hashable, Codable {
    /// トップ
    case top
    /// テクノロジー
    case technology
    /// ビジネス
    case business
    /// 経済
    case economy

    /// The tab's label.
    public var title: String {
        switch self {
        case .top: return "トップ"
        case .technology: return "テクノロジー"
        case .business: return "ビジネス"
        case .economy: return "経済"
        }
    }
}
