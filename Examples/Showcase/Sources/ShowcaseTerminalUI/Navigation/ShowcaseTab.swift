/// The Showcase's tabs: one per seed feature.
public enum ShowcaseTab: String, CaseIterable, Sendable, Hashable {
    /// なろう ランキング
    case narouRanking
    /// なろう 検索
    case narouSearch
    /// 読書リスト
    case readingList
    /// minne 作品
    case minneProducts
    /// minne ショップ設定 (the free-shipping setting is pushed from it)
    case shopSettings
    /// Sync 連絡先
    case syncContacts
    /// Sync 新規登録
    case signUp
    /// NewsPicks フィード
    case newsFeed

    /// The tab's label.
    public var title: String {
        switch self {
        case .narouRanking: return "ランキング"
        case .narouSearch: return "検索"
        case .readingList: return "読書リスト"
        case .minneProducts: return "作品"
        case .shopSettings: return "ショップ設定"
        case .syncContacts: return "連絡先"
        case .signUp: return "新規登録"
        case .newsFeed: return "ニュース"
        }
    }
}
