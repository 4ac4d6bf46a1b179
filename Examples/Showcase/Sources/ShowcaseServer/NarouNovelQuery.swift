/// A request to the Narou novel API (`/novelapi/api/`), read from its query
/// parameters with the real API's names, defaults and limits.
struct NarouNovelQuery {
    /// The Narou novel API's output field codes (`of`), and the field each names.
    static let fieldCodes: [(code: String, field: String)] = [
        ("t", "title"), ("n", "ncode"), ("u", "userid"), ("w", "writer"), ("s", "story"), ("bg", "biggenre"),
        ("g", "genre"), ("k", "keyword"), ("gf", "general_firstup"), ("gl", "general_lastup"), ("nt", "noveltype"),
        ("e", "end"), ("ga", "general_all_no"), ("l", "length"), ("ti", "time"), ("gp", "global_point"),
        ("f", "fav_novel_cnt"), ("r", "review_cnt"), ("a", "all_point"),
    ]

    /// The orders the fixture serves.
    static let orders = ["new", "old", "favnovelcnt", "reviewcnt", "hyoka", "hyokaasc", "lengthdesc", "lengthasc", "generalfirstup"]

    var ncodes: Set<String>?
    var words: [String] = []
    var excludedWords: [String] = []
    var fields: [String]
    var limit = 20
    var start = 1
    var order = "new"

    init(parameters: [String: String]) {
        if let ncode = parameters["ncode"], !ncode.isEmpty {
            ncodes = Set(ncode.split(separator: "-").map { $0.uppercased() })
        }
        words = Self.terms(parameters["word"])
        excludedWords = Self.terms(parameters["notword"])
        if let of = parameters["of"], !of.isEmpty {
            let codes = Set(of.split(separator: "-").map(String.init))
            fields = Self.fieldCodes.filter { codes.contains($0.code) }.map(\.field)
        } else {
            fields = Self.fieldCodes.map(\.field)
        }
        // Out-of-range limits are clamped, as the real API does.
        if let lim = parameters["lim"].flatMap({ Int($0) }) { limit = min(max(lim, 1), 500) }
        if let st = parameters["st"].flatMap({ Int($0) }) { start = min(max(st, 1), 2_000) }
        if let order = parameters["order"], Self.orders.contains(order) { self.order = order }
    }

    /// Words split on ASCII and ideographic spaces, every one required.
    private static func terms(_ text: String?) -> [String] {
        (text ?? "").split(whereSeparator: { $0 == " " || $0 == "\u{3000}" }).map(String.init)
    }

    /// The novels that match, in the requested order (ties by ncode).
    func matching(_ novels: [NarouNovelRecord]) -> [NarouNovelRecord] {
        let selected = novels.filter { novel in
            if let ncodes, !ncodes.contains(novel.ncode.uppercased()) { return false }
            let text = [novel.title, novel.story, novel.keyword, novel.writer].joined(separator: "\n")
            return words.allSatisfy { text.localizedCaseInsensitiveContains($0) }
                && !excludedWords.contains { text.localizedCaseInsensitiveContains($0) }
        }
        return selected.sorted { a, b in
            let key: (NarouNovelRecord) -> Int? = {
                switch order {
                case "favnovelcnt": return $0.favNovelCnt
                case "reviewcnt": return $0.reviewCnt
                case "hyoka": return $0.globalPoint
                case "hyokaasc": return -$0.globalPoint
                case "lengthdesc": return $0.length
                case "lengthasc": return -$0.length
                default: return nil
                }
            }
            if let left = key(a), let right = key(b), left != right { return left > right }
            switch order {
            case "new" where a.generalLastup != b.generalLastup: return a.generalLastup > b.generalLastup
            case "old" where a.generalLastup != b.generalLastup: return a.generalLastup < b.generalLastup
            case "generalfirstup" where a.generalFirstup != b.generalFirstup: return a.generalFirstup > b.generalFirstup
            default: return a.ncode < b.ncode
            }
        }
    }

    /// One novel as the API writes it: only the requested fields.
    func output(_ novel: NarouNovelRecord) -> [String: Any] {
        let all: [String: Any] = [
            "title": novel.title, "ncode": novel.ncode, "userid": novel.userid, "writer": novel.writer,
            "story": novel.story, "biggenre": novel.biggenre, "genre": novel.genre, "keyword": novel.keyword,
            "general_firstup": novel.generalFirstup, "general_lastup": novel.generalLastup,
            "noveltype": novel.noveltype, "end": novel.end, "general_all_no": novel.generalAllNo,
            "length": novel.length, "time": novel.time, "global_point": novel.globalPoint,
            "fav_novel_cnt": novel.favNovelCnt, "review_cnt": novel.reviewCnt, "all_point": novel.allPoint,
        ]
        return all.filter { fields.contains($0.key) }
    }
}
