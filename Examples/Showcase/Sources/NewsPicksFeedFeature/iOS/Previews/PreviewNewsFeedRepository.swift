#if canImport(SwiftUI)
import Kumiki
import ShowcaseDomain

/// The NewsPicks feed for previews: one page of fifteen made-up articles per tab.
struct PreviewNewsFeedRepository: NewsFeedRepositoryProtocol {
    /// The articles a tab shows in previews.
    static func articles(in tab: FeedTab) -> [Article] {
        (1...15).map { index in
            Article(
                id: index, title: "\(tab.title)の記事 \(index): 組木に学ぶアーキテクチャ", publisher: "Kumiki Times",
                pickCount: 1_000 - index * 37, url: "https://example.com/articles/\(index)"
            )
        }
    }

    func articles(in tab: FeedTab, page: Int) async throws(RepositoryError) -> CachedValue<Page<Article, Int>> {
        CachedValue(value: Page(items: page == 1 ? Self.articles(in: tab) : [], nextCursor: nil), age: .zero, source: .loaded)
    }
}
#endif
