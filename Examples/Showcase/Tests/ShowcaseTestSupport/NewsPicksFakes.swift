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
    /// When set, every answer waits here until the test opens it.
    package var gate: ResponseGate?
    package private(set) var requests: [String] = []

    package func articles(in tab: FeedTab, page: Int) async throws(RepositoryError) -> Page<Article, Int> {
        let fails = lock.withLock { () -> Bool in
            requests.append("\(tab.rawValue)#\(page)")
            return failingPages.contains(page)
        }
        if let gate {
            do { try await gate.pass() } catch { throw .network(error) }
        }
        if fails { throw .network(.offline) }
        return Page(items: ShowcaseTestSupport.articles(tab, page: page), nextCursor: page < pages ? page + 1 : nil)
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
