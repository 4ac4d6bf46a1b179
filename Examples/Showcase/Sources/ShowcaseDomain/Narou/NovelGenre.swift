/// A Narou genre (ジャンル), as the site names it.
public enum NovelGenre: Hashable, Sendable, Codable {
    /// 異世界〔恋愛〕
    case otherworldRomance
    /// 現実世界〔恋愛〕
    case realWorldRomance
    /// ハイファンタジー〔ファンタジー〕
    case highFantasy
    /// ローファンタジー〔ファンタジー〕
    case lowFantasy
    /// 純文学・ヒューマンドラマ・歴史・推理・ホラー・アクション・コメディー〔文芸〕
    case literature(String)
    /// VRゲーム・宇宙・空想科学・パニック〔SF〕
    case scienceFiction(String)
    /// 童話・詩・エッセイ・リプレイ・その他
    case other(String)

    /// The genre's name as shown on the site.
    public var name: String {
        switch self {
        case .otherworldRomance: return "異世界〔恋愛〕"
        case .realWorldRomance: return "現実世界〔恋愛〕"
        case .highFantasy: return "ハイファンタジー〔ファンタジー〕"
        case .lowFantasy: return "ローファンタジー〔ファンタジー〕"
        case .literature(let name), .scienceFiction(let name), .other(let name): return name
        }
    }
}
