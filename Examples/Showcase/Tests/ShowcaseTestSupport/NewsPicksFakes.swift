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

    private let lock = NSLock()
    package var pages = 2
    package var failingPages: Set<Int> = []
    /// Pages answered from the device, this old, as when the server cannot be reached.
    package var savedPages: [Int: Duration] = [:]
    /// When set, every answer waits here until the test opens it.
    package var gate: ResponseGate?
    package private(set) var requests: [String] = []

    package func articles(in tab: FeedTab, page: Int) async throws(RepositoryError) -> CachedValue<Page<Article, Int>> {
        let (fails, savedAge) = lock.withLock { () -> (Bool, Duration?) in
            requests.append("\(tab.rawValue)#\(page)")
            return (failingPages.contains(page), savedPages[page])
        }
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

    private let lock = NSLock()
    private var recorded: [AnalyticsEvent] = []

    package var events: [AnalyticsEvent] { lock.withLock { recorded } }

    package func post(_ event: AnalyticsEvent) async throws(RepositoryError) {
        lock.withLock { recorded.append(event) }
    }
}

/// Comment counts and bookmarks in memory: counts answer after the gate opens (when one is
/// set), bookmark changes can be refused, and every request is recorded.
package final class FakeArticleEngagementRepository: ArticleEngagementRepositoryProtocol, @unchecked Sendable {
    /// Creates the double: no bookmarks, every count `id % 10`, answered at once.
    package init() {}

    private let lock = NSLock()
    /// When set, comment counts wait here until the test opens it.
    package var commentGate: ResponseGate?
    /// When set, bookmark changes fail with it.
    package var bookmarkFailure: RepositoryError?
    /// When set, bookmark changes wait here until the test opens it.
    package var bookmarkGate: ResponseGate?
    package var bookmarks: Set<Article.ID> = []
    package private(set) var commentRequests: [Article.ID] = []
    package private(set) var bookmarkRequests: [String] = []

    package func commentCount(of articleID: Article.ID) async throws(RepositoryError) -> Int {
        lock.withLock { commentRequests.append(articleID) }
        if let gate = lock.withLock({ commentGate }) {
            do { try await gate.pass() } catch { throw .network(error) }
        }
        return articleID % 10
    }

    package func bookmarkedIDs() async throws(RepositoryError) -> Set<Article.ID> {
        lock.withLock { bookmarks }
    }

    package func setBookmarked(_ isBookmarked: Bool, articleID: Article.ID) async throws(RepositoryError) {
        let failure = lock.withLock { () -> RepositoryError? in
            bookmarkRequests.append("\(isBookmarked ? "PUT" : "DELETE") \(articleID)")
            return bookmarkFailure
        }
        if let gate = lock.withLock({ bookmarkGate }) {
            do { try await gate.pass() } catch { throw .network(error) }
        }
        if let failure { throw failure }
        lock.withLock {
            if isBookmarked { bookmarks.insert(articleID) } else { bookmarks.remove(articleID) }
        }
    }
}
