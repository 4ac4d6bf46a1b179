import Foundation
import KumikiStore
import KumikiTesting
import Testing

@testable import KumikiDemo

/// Answers each tab from a dictionary at once, or fails when told to.
private struct StubArticleRepository: ArticleRepositoryProtocol {
    var articles: [FeedTab: [Article]] = FixtureArticleRepository.fixtures
    var fails = false

    func articles(in tab: FeedTab) async throws -> [Article] {
        if fails { throw URLError(.notConnectedToInternet) }
        return articles[tab] ?? []
    }
}

@Suite("NewsFeed")
@MainActor
struct NewsFeedTests {
    private let analytics = SpyAnalyticsTracker()
    private let top = FixtureArticleRepository.fixtures[.top] ?? []
    private let technology = FixtureArticleRepository.fixtures[.technology] ?? []

    private func makeStore(repository: StubArticleRepository = StubArticleRepository()) -> TestStore<NewsFeed.State, NewsFeed.Action> {
        TestStore(
            initialState: NewsFeed.State(),
            reducer: NewsFeed(repository: repository, dependency: CoreDependencies(analyticsTracker: analytics))
        )
    }

    @Test("appearing logs the screen with its tab and loads the tab's articles")
    func onAppear() async {
        let store = makeStore()
        await store.send(.onAppear) { $0.isLoading = true }
        await store.receive(.articlesResponse(.success(top))) {
            $0.isLoading = false
            $0.articles = top
        }
        #expect(analytics.tags == [.screen("news_feed", parameters: ["tab": "top"])])
        await store.finish()
    }

    @Test("switching tabs clears the list and loads the new tab")
    func switchTabs() async {
        let store = makeStore()
        await store.send(.onAppear) { $0.isLoading = true }
        await store.receive(.articlesResponse(.success(top))) {
            $0.isLoading = false
            $0.articles = top
        }
        await store.send(.tabSelected(.technology)) {
            $0.tab = .technology
            $0.articles = []
            $0.isLoading = true
        }
        await store.receive(.articlesResponse(.success(technology))) {
            $0.isLoading = false
            $0.articles = technology
        }
        await store.send(.tabSelected(.technology))
    }

    @Test("a failed load shows the error")
    func failure() async {
        let store = makeStore(repository: StubArticleRepository(fails: true))
        await store.send(.onAppear) { $0.isLoading = true }
        await store.receive(.articlesResponse(.failure(.offline))) {
            $0.isLoading = false
            $0.errorMessage = "You appear to be offline."
        }
    }

    @Test("tapping an article logs tab, position and list size taken from the state, then opens it")
    func analyticsFromState() async {
        let store = makeStore()
        store.exhaustivity = .off
        await store.send(.tabSelected(.technology))
        await store.receive(.articlesResponse(.success(technology)))
        store.exhaustivity = .on
        await store.send(.articleTapped(id: 4)) { $0.openedArticle = technology[1] }
        #expect(analytics.tags.last == .event("article_tapped", parameters: [
            "article_id": "4", "tab": "technology", "position": "1", "list_size": "2",
        ]))
        await store.send(.articleClosed) { $0.openedArticle = nil }
    }

    @Test("tapping an article that is not in the list does nothing")
    func unknownArticle() async {
        let store = makeStore()
        await store.send(.articleTapped(id: 99))
        #expect(analytics.tags.isEmpty)
    }
}
