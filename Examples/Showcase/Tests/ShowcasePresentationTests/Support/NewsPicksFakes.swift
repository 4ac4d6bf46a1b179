import Foundation
import Kumiki
import KumikiTesting
import ShowcaseDomain

/// Articles for tests: page `page` of `tab`, `perPage` each.
func articles(_ tab: FeedTab, page: Int, perPage: Int = 4) -> [Article] {
    let base = (FeedTab.allCases.firstIndex(of: tab) ?? 0) * 1_000 + (page - 1) * perPage
    return (1...perPage).map { Article(id: base + $0, title: "\(tab.title) \(base + $0)", publisher: "NewsPicks編集部", pickCount: $0, url: "https://example/\(base + $0)") }
}

/// A feed of `pages` pages per tab; a page can be made to fail.
final class FakeNewsFeedRepository: NewsFeedRepositoryProtocol, @unchecked Sendable {
    private let lock = NSLock()
    var pages = 2
    var failingPages: Set<Int> = []
    /// When set, every answer waits here until the test opens it.
    var gate: ResponseGate?
    private(set) var requests: [String] = []

    func articles(in tab: FeedTab, page: Int) async throws(RepositoryError) -> FeedPage {
        let fails = lock.withLock { () -> Bool in
            requests.append("\(tab.rawValue)#\(page)")
            return failingPages.contains(page)
        }
        if let gate {
            do { try await gate.pass() } catch { throw .network(error) }
        }
        if fails { throw .network(.offline) }
        return FeedPage(articles: ShowcasePresentationTests.articles(tab, page: page), nextPage: page < pages ? page + 1 : nil)
    }
}

/// Records every analytics event the feature posts.
final class SpyAnalyticsLogRepository: AnalyticsLogRepositoryProtocol, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [AnalyticsEvent] = []

    var events: [AnalyticsEvent] { lock.withLock { recorded } }

    func post(_ event: AnalyticsEvent) async throws(RepositoryError) {
        lock.withLock { recorded.append(event) }
    }
}
