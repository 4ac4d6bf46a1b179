import Foundation
import Kumiki
import KumikiStore
import KumikiTesting
import NewsPicksFeedFeature
import ShowcaseDomain
import ShowcaseTestSupport
import Testing

@Suite("NewsFeed (TestStore)")
@MainActor
struct NewsFeedTests {
    private let repository = FakeNewsFeedRepository()
    private let analytics = SpyAnalyticsLogRepository()

    private func makeStore(_ state: NewsFeed.State = NewsFeed.State()) -> TestStore<NewsFeed.State, NewsFeed.Action> {
        TestStore(initialState: state, reducer: NewsFeed(repository: repository, analytics: analytics))
    }

    /// A state with the top tab's first page loaded.
    private func loaded() -> NewsFeed.State {
        var state = NewsFeed.State()
        state.articles = articles(.top, page: 1)
        state.nextPage = 2
        return state
    }

    @Test("onAppear: screen log, then the first page")
    func onAppear() async {
        let store = makeStore()
        await store.send(.onAppear) { $0.isLoading = true }
        await store.receive(.pageLoaded(tab: .top, page: 1, .success(Page(items: articles(.top, page: 1), nextCursor: 2)))) {
            $0.isLoading = false
            $0.articles = articles(.top, page: 1)
            $0.nextPage = 2
        }
        await store.send(.onAppear)
        await store.finish()
        #expect(analytics.events == [AnalyticsEvent(name: "screen_view", parameters: ["screen": "news_feed", "tab": "top"]),
                                     AnalyticsEvent(name: "screen_view", parameters: ["screen": "news_feed", "tab": "top"])])
        #expect(repository.requests == ["top#1"], "a second appearance does not reload")
    }

    @Test("tabSelected: a new tab starts empty and loads; the same tab does nothing")
    func tabSelected() async {
        let store = makeStore(loaded())
        await store.send(.tabSelected(.top))
        await store.send(.tabSelected(.technology)) {
            $0.tab = .technology
            $0.articles = []
            $0.nextPage = 1
            $0.isLoading = true
        }
        await store.receive(.pageLoaded(tab: .technology, page: 1, .success(Page(items: articles(.technology, page: 1), nextCursor: 2)))) {
            $0.isLoading = false
            $0.articles = articles(.technology, page: 1)
            $0.nextPage = 2
        }
        await store.finish()
        #expect(analytics.events.map(\.parameters["tab"]) == ["technology"])
    }

    @Test("rowAppeared: an impression per article, with its position from the state; the next page near the end")
    func rowAppeared() async {
        let store = makeStore(loaded())
        let first = articles(.top, page: 1)
        await store.send(.rowAppeared(first[0].id)) { $0.impressedArticleIDs = [first[0].id] }
        await store.send(.rowAppeared(first[0].id))
        await store.send(.rowAppeared(first[1].id)) {
            $0.impressedArticleIDs = [first[0].id, first[1].id]
            $0.isLoading = true
        }
        await store.receive(.pageLoaded(tab: .top, page: 2, .success(Page(items: articles(.top, page: 2), nextCursor: nil)))) {
            $0.isLoading = false
            $0.articles = first + articles(.top, page: 2)
            $0.nextPage = nil
        }
        await store.send(.rowAppeared(999_999))
        await store.finish()
        #expect(analytics.events == [
            AnalyticsEvent(name: "article_impression", parameters: ["article_id": "\(first[0].id)", "tab": "top", "position": "0"]),
            AnalyticsEvent(name: "article_impression", parameters: ["article_id": "\(first[1].id)", "tab": "top", "position": "1"]),
        ])
    }

    @Test("refreshPulled: page 1 again, replacing the list, impressions counted afresh")
    func refresh() async {
        var state = loaded()
        state.impressedArticleIDs = [1]
        let gate = ResponseGate()
        repository.gate = gate
        let store = makeStore(state)
        await store.send(.refreshPulled) {
            $0.isRefreshing = true
            $0.isLoading = true
        }
        #expect(await gate.waitForRequests(1))
        await store.send(.refreshPulled)
        gate.open()
        await store.receive(.pageLoaded(tab: .top, page: 1, .success(Page(items: articles(.top, page: 1), nextCursor: 2)))) {
            $0.isLoading = false
            $0.isRefreshing = false
            $0.impressedArticleIDs = []
        }
        await store.finish()
    }

    @Test("a failed page: the error shows, paging stops, retry loads the same page")
    func failureAndRetry() async {
        repository.failingPages = [2]
        let store = makeStore(loaded())
        let first = articles(.top, page: 1)
        await store.send(.retryTapped)
        await store.send(.rowAppeared(first[3].id)) {
            $0.impressedArticleIDs = [first[3].id]
            $0.isLoading = true
        }
        await store.receive(.pageLoaded(tab: .top, page: 2, .failure(.network(.offline)))) {
            $0.isLoading = false
            $0.failure = .network(.offline)
        }
        #expect(store.state.flags == ListViewFlags(showsList: true, showsInlineError: true))
        await store.send(.rowAppeared(first[2].id)) { $0.impressedArticleIDs.insert(first[2].id) }
        repository.failingPages = []
        await store.send(.retryTapped) {
            $0.isLoading = true
            $0.failure = nil
        }
        await store.receive(.pageLoaded(tab: .top, page: 2, .success(Page(items: articles(.top, page: 2), nextCursor: nil)))) {
            $0.isLoading = false
            $0.articles = first + articles(.top, page: 2)
            $0.nextPage = nil
        }
        await store.finish()
        #expect(repository.requests == ["top#2", "top#2"])
    }

    @Test("articleTapped and articleClosed: the tap log carries article, tab, position and list size from the state")
    func openAndClose() async {
        let store = makeStore(loaded())
        let first = articles(.top, page: 1)
        await store.send(.articleTapped(first[2].id)) { $0.openedArticle = first[2] }
        await store.send(.articleTapped(12_345))
        await store.send(.articleClosed) { $0.openedArticle = nil }
        await store.finish()
        #expect(analytics.events == [AnalyticsEvent(name: "article_tapped", parameters: [
            "article_id": "\(first[2].id)", "tab": "top", "position": "2", "list_size": "4",
        ])])
    }

    @Test("a page that arrives for a tab no longer shown is ignored")
    func staleTab() async {
        var state = loaded()
        state.tab = .business
        let store = makeStore(state)
        await store.send(.pageLoaded(tab: .top, page: 2, .success(Page(items: articles(.top, page: 2), nextCursor: nil))))
    }

    @Test("integration (non-exhaustive): appear, scroll to the end, switch tab, open an article")
    func integration() async {
        repository.pages = 3
        let store = makeStore()
        store.exhaustivity = .off
        await store.send(.onAppear)
        await store.receive(where: { if case .pageLoaded(_, 1, .success) = $0 { true } else { false } })
        for page in 2...3 {
            await store.send(.rowAppeared(store.state.articles.last?.id ?? 0))
            await store.receive(where: { if case .pageLoaded(_, page, .success) = $0 { true } else { false } })
        }
        #expect(store.state.articles.count == 12 && store.state.nextPage == nil)
        await store.send(.tabSelected(.economy))
        await store.receive(where: { if case .pageLoaded(.economy, 1, .success) = $0 { true } else { false } })
        await store.send(.articleTapped(store.state.articles[1].id))
        #expect(store.state.openedArticle?.title.hasPrefix(FeedTab.economy.title) == true)
        await store.finish()
        #expect(analytics.events.last?.parameters == ["article_id": "\(store.state.articles[1].id)", "tab": "economy", "position": "1", "list_size": "4"])
        #expect(analytics.events.filter { $0.name == "screen_view" }.count == 2)
    }

    @Test("the store of the running app is released with a load in flight")
    func noLeak() async {
        await assertReleased(within: .seconds(1)) {
            let store = Store(initialState: NewsFeed.State(), reducer: NewsFeed(repository: repository, analytics: analytics))
            store.send(.onAppear)
            return store
        }
    }
}
