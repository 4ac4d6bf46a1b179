#if canImport(SwiftUI)
import Foundation
import ShowcaseDomain

/// The sample data every preview shows: a few of each entity, enough for a list to scroll.
public enum PreviewFixtures {
    /// The moment every fixture is dated.
    public static let date = Date(timeIntervalSince1970: 1_764_000_000)

    /// Thirty novels.
    public static let novels: [Novel] = (1...30).map { index in
        Novel(
            ncode: String(format: "N%04dPV", index),
            title: "異世界で組木職人になりました 第\(index)部",
            writer: "木工 太郎",
            synopsis: "釘を一本も使わずに城を建てる職人の物語。",
            genre: index.isMultiple(of: 2) ? .highFantasy : .otherworldRomance,
            keywords: ["職人", "異世界"],
            length: 120_000 + index * 1_000,
            chapterCount: 40 + index,
            isCompleted: index.isMultiple(of: 3),
            lastUpdated: date
        )
    }

    /// A ranking of `type` over ``novels``.
    public static func ranking(_ type: RankingType) -> Ranking {
        Ranking(
            period: RankingPeriod(type: type, date: date, isPreviousPeriod: false),
            entries: novels.enumerated().map { index, novel in
                RankingEntry(rank: index + 1, ncode: novel.ncode, points: 10_000 - index * 250, novel: novel)
            },
            loadedAt: date
        )
    }

    /// Twenty products, some out of stock.
    public static let products: [Product] = (1...20).map { index in
        Product(
            id: index, name: "手織りのコースター \(index)", price: 800 + index * 100, creatorName: "atelier \(index)",
            category: "キッチン", description: "草木染めの糸で一枚ずつ織りました。", stock: index % 4
        )
    }

    /// Three contacts.
    public static let contacts: [Contact] = [
        Contact(id: 1, name: "佐藤 花子", company: "Sync 株式会社", title: "営業", email: "hanako@example.com", channelID: 501),
        Contact(id: 2, name: "鈴木 一郎", company: "Kumiki 合同会社", title: "エンジニア", email: "ichiro@example.com", channelID: 502),
        Contact(id: 3, name: "高橋 美咲", company: "minne 工房", title: "作家", email: "misaki@example.com", channelID: 503),
    ]

    /// The contacts' conversations, with unread counts.
    public static let channels: [Channel] = [
        Channel(id: 501, contactID: 1, title: "来週の打ち合わせ", unreadCount: 3),
        Channel(id: 502, contactID: 2, title: "リリースについて", unreadCount: 0),
        Channel(id: 503, contactID: 3, title: "新作のご相談", unreadCount: 120),
    ]

    /// Fifteen articles of `tab`.
    public static func articles(in tab: FeedTab) -> [Article] {
        (1...15).map { index in
            Article(
                id: index, title: "\(tab.title)の記事 \(index): 組木に学ぶアーキテクチャ", publisher: "Kumiki Times",
                pickCount: 1_000 - index * 37, url: "https://example.com/articles/\(index)"
            )
        }
    }
}
#endif
