import Foundation
import Kumiki
import KumikiStore
import KumikiTesting
import NewsPicksFeedFeature
import ShowcaseDomain
import ShowcaseTestSupport
import Testing

/// The rows of `articles`, unread, bookmarked where `bookmarked` says.
private func rows(_ articles: [Article], bookmarked: Set<Article.ID> = []) -> IdentifiedArrayOf<ArticleRow.State> {
    IdentifiedArray(uniqueElements: articles.map { ArticleRow.State(article: $0, isBookmarked: bookmarked.contains($0.id)) })
}

@Suite("NewsFeed (TestStore)")
@MainActor
struct NewsFeedTests {
    private let repository = FakeNewsFeedRepository()
    private let analytics = SpyAnalyticsLogRepository()
    private let engagement = FakeArticleEngagementRepository()

    private func makeStore(_ state: NewsFeed.State = NewsFeed.State()) -> TestStore<NewsFeed.State, NewsFeed.Action> {
        TestStore(initialState: state, reducer: NewsFeed(repository: repository, analytics: analytics, engagement: engagement))
    }

    /// A state with the top tab's first page loaded.
    private func loaded() -> NewsFeed.State {
        var state = NewsFeed.State()
        state.rows = rows(articles(.top, page: 1))
        state.nextPage = 2
        return state
    }

    @Test("onAppear: screen log, the first page and the bookmarks; the rows start from the bookmarks")
    func onAppear() async {
        let first = articles(.top, page: 1)
        engagement.bookmarks = [first[1].id]
        // The page waits until the bookmarks are in, so the two arrive in a known order.
        let gate = ResponseGate()
        repository.gate = gate
        let store = makeStore()
        await store.send(.onAppear) { $0.isLoading = true }
        await store.receive(.bookmarksLoaded(.success([first[1].id]))) {
            $0.bookmarkedIDs = [first[1].id]
        }
        gate.open()
        await store.receive(.pageLoaded(tab: .top, page: 1, .success(.loaded(Page(items: first, nextCursor: 2))))) {
            $0.isLoading = false
            $0.rows = rows(first, bookmarked: [first[1].id])
            $0.nextPage = 2
        }
        await store.send(.onAppear)
        await store.finish()
        #expect(analytics.events == [AnalyticsEvent(name: "screen_view", parameters: ["screen": "news_feed", "tab": "top"]),
                                     AnalyticsEvent(name: "screen_view", parameters: ["screen": "news_feed", "tab": "top"])])
        #expect(repository.requests == ["top#1"], "a second appearance does not reload")
    }

    @Test("a page saved on the device shows with an offline notice of its age; a refresh from the server clears it")
    func savedPage() async {
        repository.savedPages = [1: .seconds(1_800)]
        let first = articles(.top, page: 1)
        let saved = CachedValue(value: Page(items: first, nextCursor: 2), age: .seconds(1_800), source: .fallback(after: .network(.offline)))
        // The page waits until the bookmarks are in, so the two arrive in a known order.
        let gate = ResponseGate()
        repository.gate = gate
        let store = makeStore()
        await store.send(.onAppear) { $0.isLoading = true }
        await store.receive(.bookmarksLoaded(.success([])))
        gate.open()
        await store.receive(.pageLoaded(tab: .top, page: 1, .success(saved))) {
            $0.isLoading = false
            $0.rows = rows(first)
            $0.nextPage = 2
            $0.savedContent = SavedContent(age: .seconds(1_800), failure: .network(.offline))
        }
        #expect(store.state.offlineNotice == "オフライン — 30分前の内容を表示しています")
        repository.savedPages = [:]
        await store.send(.refreshPulled) {
            $0.isRefreshing = true
            $0.isLoading = true
        }
        await store.receive(.pageLoaded(tab: .top, page: 1, .success(.loaded(Page(items: first, nextCursor: 2))))) {
            $0.isLoading = false
            $0.isRefreshing = false
            $0.savedContent = nil
        }
        await store.finish()
    }

    @Test("tabSelected: a new tab starts empty and loads; the same tab does nothing")
    func tabSelected() async {
        let store = makeStore(loaded())
        await store.send(.tabSelected(.top))
        await store.send(.tabSelected(.technology)) {
            $0.tab = .technology
            $0.rows = []
            $0.nextPage = 1
            $0.isLoading = true
        }
        await store.receive(.pageLoaded(tab: .technology, page: 1, .success(.loaded(Page(items: articles(.technology, page: 1), nextCursor: 2))))) {
            $0.isLoading = false
            $0.rows = rows(articles(.technology, page: 1))
            $0.nextPage = 2
        }
        await store.finish()
        #expect(analytics.events.map(\.parameters["tab"]) == ["technology"])
    }

    @Test("a row appearing: an impression with its position from the state, its comment count, and the next page near the end")
    func rowAppeared() async {
        let store = makeStore(loaded())
        let first = articles(.top, page: 1)
        await store.send(.rows(.element(id: first[0].id, action: .appeared))) {
            $0.impressedArticleIDs = [first[0].id]
            $0.rows[id: first[0].id]?.isLoadingComments = true
        }
        await store.receive(.rows(.element(id: first[0].id, action: .commentCountLoaded(.success(first[0].id % 10))))) {
            $0.rows[id: first[0].id]?.isLoadingComments = false
            $0.rows[id: first[0].id]?.commentCount = first[0].id % 10
        }
        await store.send(.rows(.element(id: first[0].id, action: .appeared)))
        // The next page and the second row's count race; the count waits until the page is in.
        let gate = ResponseGate()
        engagement.commentGate = gate
        await store.send(.rows(.element(id: first[1].id, action: .appeared))) {
            $0.impressedArticleIDs = [first[0].id, first[1].id]
            $0.rows[id: first[1].id]?.isLoadingComments = true
            $0.isLoading = true
        }
        await store.receive(.pageLoaded(tab: .top, page: 2, .success(.loaded(Page(items: articles(.top, page: 2), nextCursor: nil))))) {
            $0.isLoading = false
            $0.rows = rows(first + articles(.top, page: 2))
            $0.rows[id: first[0].id]?.commentCount = first[0].id % 10
            $0.rows[id: first[1].id]?.isLoadingComments = true
            $0.nextPage = nil
        }
        gate.open()
        await store.receive(.rows(.element(id: first[1].id, action: .commentCountLoaded(.success(first[1].id % 10))))) {
            $0.rows[id: first[1].id]?.isLoadingComments = false
            $0.rows[id: first[1].id]?.commentCount = first[1].id % 10
        }
        await store.finish()
        #expect(analytics.events == [
            AnalyticsEvent(name: "article_impression", parameters: ["article_id": "\(first[0].id)", "tab": "top", "position": "0"]),
            AnalyticsEvent(name: "article_impression", parameters: ["article_id": "\(first[1].id)", "tab": "top", "position": "1"]),
        ])
    }

    @Test("leaving a tab cancels the comment counts its rows were loading: none arrives, none is left running")
    func removalCancelsRowEffects() async throws {
        let gate = ResponseGate()
        engagement.commentGate = gate
        let store = makeStore(loaded())
        let first = articles(.top, page: 1)
        await store.send(.rows(.element(id: first[0].id, action: .appeared))) {
            $0.impressedArticleIDs = [first[0].id]
            $0.rows[id: first[0].id]?.isLoadingComments = true
        }
        #expect(await gate.waitForRequests(1))
        await store.send(.tabSelected(.business)) {
            $0.tab = .business
            $0.rows = []
            $0.nextPage = 1
            $0.impressedArticleIDs = []
            $0.isLoading = true
        }
        gate.open()
        await store.receive(.pageLoaded(tab: .business, page: 1, .success(.loaded(Page(items: articles(.business, page: 1), nextCursor: 2))))) {
            $0.isLoading = false
            $0.rows = rows(articles(.business, page: 1))
            $0.nextPage = 2
        }
        await store.finish()
    }

    @Test("a bookmark flips at once on its row; the feed saves it and remembers it")
    func bookmark() async {
        let gate = ResponseGate()
        engagement.bookmarkGate = gate
        let store = makeStore(loaded())
        let id = articles(.top, page: 1)[2].id
        await store.send(.rows(.element(id: id, action: .bookmarkTapped))) {
            $0.rows[id: id]?.isBookmarked = true
            $0.rows[id: id]?.isSavingBookmark = true
            $0.savingBookmarkIDs = [id]
        }
        await store.send(.rows(.element(id: id, action: .bookmarkTapped)))
        gate.open()
        await store.receive(.bookmarkSaved(id: id, isBookmarked: true, failure: nil)) {
            $0.rows[id: id]?.isSavingBookmark = false
            $0.savingBookmarkIDs = []
            $0.bookmarkedIDs = [id]
        }
        await store.finish()
        #expect(engagement.bookmarkRequests == ["PUT \(id)"], "a second tap while saving sends nothing")
    }

    @Test("a refused bookmark is undone on its row and says so")
    func bookmarkRefused() async {
        engagement.bookmarkFailure = .network(.offline)
        let store = makeStore(loaded())
        let id = articles(.top, page: 1)[0].id
        await store.send(.rows(.element(id: id, action: .bookmarkTapped))) {
            $0.rows[id: id]?.isBookmarked = true
            $0.rows[id: id]?.isSavingBookmark = true
            $0.savingBookmarkIDs = [id]
        }
        await store.receive(.bookmarkSaved(id: id, isBookmarked: true, failure: .network(.offline))) {
            $0.rows[id: id]?.isSavingBookmark = false
            $0.rows[id: id]?.isBookmarked = false
            $0.rows[id: id]?.bookmarkFailed = true
            $0.savingBookmarkIDs = []
        }
        await store.finish()
    }

    @Test("a bookmark being saved when its row leaves the list is still saved: the feed, not the row, runs it")
    func bookmarkOutlivesRow() async {
        let gate = ResponseGate()
        engagement.bookmarkGate = gate
        let store = makeStore(loaded())
        let id = articles(.top, page: 1)[3].id
        await store.send(.rows(.element(id: id, action: .bookmarkTapped))) {
            $0.rows[id: id]?.isBookmarked = true
            $0.rows[id: id]?.isSavingBookmark = true
            $0.savingBookmarkIDs = [id]
        }
        await store.send(.tabSelected(.economy)) {
            $0.tab = .economy
            $0.rows = []
            $0.nextPage = 1
            $0.isLoading = true
        }
        gate.open()
        // The new tab's page and the save arrive in either order; only the save matters here.
        store.exhaustivity = .off
        await store.receive(.bookmarkSaved(id: id, isBookmarked: true, failure: nil)) {
            $0.bookmarkedIDs = [id]
        }
        await store.finish()
        #expect(store.state.bookmarkedIDs == [id])
        #expect(engagement.bookmarks == [id])
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
        await store.receive(.pageLoaded(tab: .top, page: 1, .success(.loaded(Page(items: articles(.top, page: 1), nextCursor: 2))))) {
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
        store.exhaustivity = .off
        let first = articles(.top, page: 1)
        await store.send(.retryTapped)
        await store.send(.rows(.element(id: first[3].id, action: .appeared)))
        await store.receive(.pageLoaded(tab: .top, page: 2, .failure(.network(.offline)))) {
            $0.isLoading = false
            $0.failure = .network(.offline)
        }
        #expect(store.state.flags == ListViewFlags(showsList: true, showsInlineError: true))
        await store.send(.rows(.element(id: first[2].id, action: .appeared)))
        #expect(!store.state.isLoading, "no paging while the last page failed")
        repository.failingPages = []
        await store.send(.retryTapped) {
            $0.isLoading = true
            $0.failure = nil
        }
        await store.receive(.pageLoaded(tab: .top, page: 2, .success(.loaded(Page(items: articles(.top, page: 2), nextCursor: nil)))))
        #expect(store.state.articles == first + articles(.top, page: 2))
        await store.skipReceivedActions()
        await store.finish()
        #expect(repository.requests == ["top#2", "top#2"])
    }

    @Test("tapping a row marks it read and opens it; the tap log carries article, tab, position and list size from the state")
    func openAndClose() async {
        let store = makeStore(loaded())
        let first = articles(.top, page: 1)
        await store.send(.rows(.element(id: first[2].id, action: .tapped))) {
            $0.rows[id: first[2].id]?.isRead = true
            $0.openedArticle = first[2]
        }
        await store.send(.articleClosed) { $0.openedArticle = nil }
        await store.finish()
        #expect(analytics.events == [AnalyticsEvent(name: "article_tapped", parameters: [
            "article_id": "\(first[2].id)", "tab": "top", "position": "2", "list_size": "4",
        ])])
    }

    @Test("an action for a row that is not in the list is reported, not silently dropped")
    func missingRow() async {
        let store = makeStore(loaded())
        await withKnownIssue {
            await store.send(.rows(.element(id: 12_345, action: .tapped)))
        } matching: { issue in
            issue.description.contains("A forEach received an action for an element that is not in its collection")
        }
    }

    @Test("a page that arrives for a tab no longer shown is ignored")
    func staleTab() async {
        var state = loaded()
        state.tab = .business
        let store = makeStore(state)
        await store.send(.pageLoaded(tab: .top, page: 2, .success(.loaded(Page(items: articles(.top, page: 2), nextCursor: nil)))))
    }

    @Test("integration (non-exhaustive): appear, scroll to the end, switch tab, open an article")
    func integration() async {
        repository.pages = 3
        let store = makeStore()
        store.exhaustivity = .off
        await store.send(.onAppear)
        await store.receive(where: { if case .pageLoaded(_, 1, .success) = $0 { true } else { false } })
        for page in 2...3 {
            await store.send(.rows(.element(id: store.state.rows.last?.id ?? 0, action: .appeared)))
            await store.receive(where: { if case .pageLoaded(_, page, .success) = $0 { true } else { false } })
        }
        #expect(store.state.rows.count == 12 && store.state.nextPage == nil)
        await store.send(.tabSelected(.economy))
        await store.receive(where: { if case .pageLoaded(.economy, 1, .success) = $0 { true } else { false } })
        await store.send(.rows(.element(id: store.state.rows[1].id, action: .tapped)))
        #expect(store.state.openedArticle?.title.hasPrefix(FeedTab.economy.title) == true)
        await store.skipReceivedActions()
        await store.finish()
        #expect(analytics.events.last?.parameters == ["article_id": "\(store.state.rows[1].id)", "tab": "economy", "position": "1", "list_size": "4"])
        #expect(analytics.events.filter { $0.name == "screen_view" }.count == 2)
    }

    @Test("the store of the running app is released with a load in flight")
    func noLeak() async {
        await assertReleased(within: .seconds(10)) {
            let store = Store(initialState: NewsFeed.State(), reducer: NewsFeed(repository: repository, analytics: analytics, engagement: engagement))
            store.send(.onAppear)
            return store
        }
    }
}

@Suite("NewsFeed on a real Store: row stores and floods")
@MainActor
struct NewsFeedStoreTests {
    private let repository = FakeNewsFeedRepository()
    private let engagement = FakeArticleEngagementRepository()

    private func loadedStore(pages: Int = 3) async -> Store<NewsFeed.State, NewsFeed.Action> {
        repository.pages = pages
        let store = Store(
            initialState: NewsFeed.State(),
            reducer: NewsFeed(repository: repository, analytics: SpyAnalyticsLogRepository(), engagement: engagement))
        store.send(.onAppear)
        _ = await eventuallyTrue { !store.state.rows.isEmpty }
        return store
    }

    @Test("bookmarking a row wakes that row's store and no other row's")
    func rowWakeUps() async {
        let store = await loadedStore()
        let rowStores = Array(store.scope(forEach: \.rows, action: NewsFeed.Action.rows))
        var woken: [Article.ID] = []
        let views = rowStores.map { row in row.objectWillChange.sink { woken.append(row.state.id) } }
        rowStores[2].send(.bookmarkTapped)
        #expect(Set(woken) == [rowStores[2].state.id])
        _ = await eventuallyTrue { !rowStores[2].state.isSavingBookmark }
        #expect(Set(woken) == [rowStores[2].state.id])
        withExtendedLifetime(views) {}
    }

    @Test("a normal session (appear, scroll every row into view, open, bookmark, switch tab) raises no flood warning")
    func normalSessionIsQuiet() async {
        let store = await loadedStore()
        for _ in 0..<3 {
            for row in Array(store.scope(forEach: \.rows, action: NewsFeed.Action.rows)) {
                row.send(.appeared)
            }
            _ = await eventuallyTrue { !store.state.isLoading }
        }
        let rows = Array(store.scope(forEach: \.rows, action: NewsFeed.Action.rows))
        rows[1].send(.tapped)
        store.send(.articleClosed)
        rows[3].send(.bookmarkTapped)
        store.send(.tabSelected(.technology))
        _ = await eventuallyTrue { !store.state.isLoading && store.state.savingBookmarkIDs.isEmpty }
        #expect(store.state.tab == .technology)
    }

    /// Waits up to ten seconds for `condition`, letting effects run.
    private func eventuallyTrue(_ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now.advanced(by: .seconds(10))
        while !condition(), ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(2))
        }
        return condition()
    }
}
