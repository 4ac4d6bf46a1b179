import Foundation
import Kumiki
import ShowcaseDomain

/// The NewsPicks feed, each page of each tab saved on the device: network first, the saved
/// page when the network fails, so the feed opens offline with what was read last.
public final class NewsFeedRepository: NewsFeedRepositoryProtocol, @unchecked Sendable {
    /// How long a loaded page counts as current.
    public static let maxAge: Duration = .seconds(120)

    private let requester: any NewsPicksRequesterProtocol
    private let pages: CachedPages<Page<Article, Int>>

    /// Loads through `requester`, saving in `cache` (in memory unless a store is given).
    public init(requester: any NewsPicksRequesterProtocol, cache: any CacheStore = InMemoryCacheStore()) {
        self.requester = requester
        pages = CachedPages(cache: cache, maxAge: Self.maxAge, prefix: "newspicks")
    }

    /// Page `page` of `tab`, from the server or saved.
    public func articles(in tab: FeedTab, page: Int) async throws(RepositoryError) -> CachedValue<Page<Article, Int>> {
        let requester = self.requester
        let resource = pages.page("\(tab.rawValue).\(page)") {
            let response = try await requester.feed(tab: tab.rawValue, page: page).firstValue()
            return Page(items: response.articles.map(\.article), nextCursor: response.nextPage)
        }
        return try await resource.load(policy: .networkFirst)
    }
}
