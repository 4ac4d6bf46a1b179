import Foundation
import Kumiki
import ShowcaseDomain
import ShowcaseInfrastructure
import ShowcaseServer
import Testing

@Suite("NewsPicks repositories against the fixture backend", .serialized)
struct NewsPicksRepositoryTests {
    @Test("the feed pages each tab to its end")
    func feed() async throws {
        try await LiveServer.run { live in
            let repository = NewsFeedRepository(requester: NewsPicksRequester(apiClient: live.apiClient()))
            for tab in FeedTab.allCases {
                var page: Int? = 1
                var articles: [Article] = []
                while let current = page {
                    let result = try await repository.articles(in: tab, page: current)
                    #expect(result.source == .loaded)
                    articles += result.value.items
                    page = result.value.nextCursor
                }
                #expect(articles.count == 48, "\(tab)")
                #expect(Set(articles.map(\.id)).count == 48)
            }
            live.server.faults.set(Fault(body: .truncated, remaining: 2), for: "GET /newspicks/feed/*")
            // The page read before answers, marked as saved…
            let saved = try await repository.articles(in: .top, page: 1)
            #expect(saved.fallbackError != nil)
            #expect(saved.value.items.count == 12)
            // …and a page never read is an error.
            let fresh = NewsFeedRepository(requester: NewsPicksRequester(apiClient: live.apiClient()))
            await #expect { try await fresh.articles(in: .top, page: 1) } throws: { error in
                if case .network(.transport) = error as? RepositoryError { return true }
                return false
            }
        }
    }

    @Test("analytics events reach the log sink in order; a refused post is a typed error")
    func analytics() async throws {
        try await LiveServer.run { live in
            let repository = AnalyticsLogRepository(requester: NewsPicksRequester(apiClient: live.apiClient()))
            try await repository.post(AnalyticsEvent(name: "screen", parameters: ["name": "news_feed"]))
            try await repository.post(AnalyticsEvent(name: "article_impression", parameters: ["article_id": "1", "position": "0"]))
            #expect(live.server.analyticsLog.map(\.event) == ["screen", "article_impression"])
            #expect(live.server.analyticsLog.last?.parameters == ["article_id": "1", "position": "0"])
            live.server.faults.set(Fault(status: 500, remaining: 1), for: "POST /newspicks/logs")
            await #expect(throws: RepositoryError.self) { try await repository.post(AnalyticsEvent(name: "lost")) }
        }
    }
}
