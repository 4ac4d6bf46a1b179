import Foundation
import Kumiki
import KumikiTesting
import ShowcaseDomain

/// Articles for tests: page `page` of `tab`, `perPage` each.
package func articles(_ tab: FeedTab, page: Int, perPage: Int = 4) -> [Article] {
    let base = (FeedTab.allCases.firstIndex(of: tab) ?? 0) * 1_000 + (page - 1) * perPage
    return (1...perPage).map { Article(id: base + $0, title: "\(tab.title) \(base + $0)", publisher: "NewsPicks編集部", pickCount: $0, url: "https://example/\(base + $0)") }
}

/// A feed of `pages` pages per tab; a page can be made to fail.
package final class FakeNewsFeedRepository: NewsFeedRepositoryProtocol, @unchecked Sendable {
    /// Creates the double, answering nothing until told to.
    package init() {}

    @Locked package var pages = 2
    @Locked package var failingPages: Set<Int> = []
    /// Pages answered from the device, this old, as when the server cannot be reached.
    @Locked package var savedPages: [Int: Duration] = [:]
    /// When set, every answer waits here until the test opens it.
    @Locked package var gate: ResponseGate?
    @Locked package private(set) var requests: [String] = []

    package func articles(in tab: FeedTab, page: Int) async throws(RepositoryError) -> CachedValue<Page<Article, Int>> {
        $requests.withLock { $0.append("\(tab.rawValue)#\(page)") }
        let fails = failingPages.contains(page)
        let savedAge = savedPages[page]
        if let gate {
            do { try await gate.pass() } catch { throw .network(error) }
        }
        if fails { throw .network(.offline) }
        let value = Page(items: ShowcaseTestSupport.articles(tab, page: page), nextCursor: page < pages ? page + 1 : nil)
        guard let savedAge else { return CachedValue(value: value, age: .zero, source: .loaded) }
        return CachedValue(value: value, age: savedAge, source: .fallback(after: .network(.offline)))
    }
}

/// Records every analytics event the feature posts.
package final class SpyAnalyticsLogRepository: AnalyticsLogRepositoryProtocol, @unchecked Sendable {
    /// Creates the double, answering nothing until told to.
    package init() {}

    @Locked package private(set) var events: [AnalyticsEvent] = []

    package func post(_ event: AnalyticsEvent) async throws(RepositoryError) {
        $events.withLock { $0.append(event) }
    }
}

/// Comment counts and bookmarks in memory: counts answer after the gate opens (when one is
/// set), bookmark changes can be refused, and every request is recorded.
package final class FakeArticleEngagementRepository: ArticleEngagementRepositoryProtocol, @unchecked Sendable {
    /// Creates the double: no bookmarks, every count `id % 10`, answered at once.
    package init() {}

    /// When set, comment counts wait here until the test opens it.
    @Locked package var commentGate: ResponseGate?
    /// When set, bookmark changes fail with it.
    @Locked package var bookmarkFailure: RepositoryError?
    /// When set, bookmark changes wait here until the test opens it.
    @Locked package var bookmarkGate: ResponseGate?
    @Locked package var bookmarks: Set<Article.ID> = []
    @Locked package private(set) var commentRequests: [Article.ID] = []
    @Locked package private(set) var bookmarkRequests: [String] = []

    package func commentCount(of articleID: Article.ID) async throws(RepositoryError) -> Int {
        $commentRequests.withLock { $0.append(articleID) }
        if let gate = commentGate {
            do { try await gate.pass() } catch { throw .network(error) }
        }
        return articleID % 10
    }

    package func bookmarkedIDs() async throws(RepositoryError) -> Set<Article.ID> {
        bookmarks
    }

    package func setBookmarked(_ isBookmarked: Bool, articleID: Article.ID) async throws(RepositoryError) {
        $bookmarkRequests.withLock { $0.append("\(isBookmarked ? "PUT" : "DELETE") \(articleID)") }
        let failure = bookmarkFailure
        if let gate = bookmarkGate {
            do { try await gate.pass() } catch { throw .network(error) }
        }
        if let failure { throw failure }
        $bookmarks.withLock { bookmarks in
            if isBookmarked { bookmarks.insert(articleID) } else { bookmarks.remove(articleID) }
        }
    }
}
