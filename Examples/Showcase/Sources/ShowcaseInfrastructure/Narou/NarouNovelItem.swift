import ShowcaseDomain

/// One novel as the Narou novel API writes it (the fields the app asks for with `of`).
public struct NarouNovelItem: Decodable, Hashable, Sendable {
    /// `title`
    public var title: String
    /// `ncode`
    public var ncode: String
    /// `writer`
    public var writer: String
    /// `story`
    public var story: String
    /// `genre`
    public var genre: Int
    /// `keyword`, space-separated
    public var keyword: String
    /// `general_lastup`, `yyyy-MM-dd HH:mm:ss` in Japan time
    public var generalLastup: String
    /// `general_all_no`
    public var generalAllNo: Int
    /// `length`
    public var length: Int
    /// `end`: 0 when finished or a short story, 1 while serialised
    public var end: Int

    /// The `of` codes for exactly these fields.
    static let outputFields = "t-n-w-s-g-k-gl-ga-l-e"

    /// The Domain's novel; `nil` when the timestamp is not one the API writes.
    var novel: Novel? {
        guard let updated = NarouDateFormat.date(from: generalLastup) else { return nil }
        return Novel(
            ncode: ncode.uppercased(), title: title, writer: writer, synopsis: story, genre: Self.genre(genre),
            keywords: keyword.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" }).map(String.init),
            length: length, chapterCount: generalAllNo, isCompleted: end == 0, lastUpdated: updated
        )
    }

    /// Narou's genre codes and names.
    static func genre(_ code: Int) -> NovelGenre {
        switch code {
        case 101: return .otherworldRomance
        case 102: return .realWorldRomance
        case 201: return .highFantasy
        case 202: return .lowFantasy
        case 301: return .literature("純文学〔文芸〕")
        case 302: return .literature("ヒューマンドラマ〔文芸〕")
        case 303: return .literature("歴史〔文芸〕")
        case 304: return .literature("推理〔文芸〕")
        case 305: return .literature("ホラー〔文芸〕")
        case 306: return .literature("アクション〔文芸〕")
        case 307: return .literature("コメディー〔文芸〕")
        case 401: return .scienceFiction("VRゲーム〔SF〕")
        case 402: return .scienceFiction("宇宙〔SF〕")
        case 403: return .scienceFiction("空想科学〔SF〕")
        case 404: return .scienceFiction("パニック〔SF〕")
        case 9901: return .other("童話〔その他〕")
        case 9902: return .other("詩〔その他〕")
        case 9903: return .other("エッセイ〔その他〕")
        case 9904: return .other("リプレイ〔その他〕")
        case 9999: return .other("その他〔その他〕")
        case 9801: return .other("ノンジャンル〔ノンジャンル〕")
        default: return .other("ジャンル \(code)")
        }
    }
}
