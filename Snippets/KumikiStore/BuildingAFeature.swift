// snippet.hide
import Foundation
import Kumiki
import KumikiStore
import KumikiTesting
import Testing

enum FeedTab: String, CaseIterable, Sendable {
    case top, technology
}

struct Article: Hashable, Sendable, Identifiable {
    let id: Int
    let title: String
}

enum FeedError: Error, Equatable, Sendable {
    case offline
}

protocol ArticleRepositoryProtocol: Sendable {
    func articles(in tab: FeedTab) async throws -> [Article]
}

struct ArticleRepository: ArticleRepositoryProtocol {
    func articles(in tab: FeedTab) async throws -> [Article] { [] }
}

typealias AppDependency = CoreDependencies

// snippet.show
// snippet.state-and-actions
struct NewsFeed: Reducer {
    struct State: Equatable {
        var tab: FeedTab = .top
        var articles: [Article] = []
        var isLoading = false
        var errorMessage: String?
        var openedArticle: Article?
    }

    enum Action: Equatable {
        case onAppear
        case tabSelected(FeedTab)
        case articlesResponse(Result<[Article], FeedError>)
        case articleTapped(id: Article.ID)
        case articleClosed
    }
// snippet.end

// snippet.dependencies
    typealias Dependency = HasAnalyticsTracker

    let repository: any ArticleRepositoryProtocol
    let dependency: Dependency

    init(repository: any ArticleRepositoryProtocol = ArticleRepository(),
         dependency: Dependency = AppDependency()) {
        self.repository = repository
        self.dependency = dependency
    }
// snippet.end

// snippet.reducer
    private enum CancelID { case load }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .onAppear:
            dependency.analyticsTracker.post(tag: .screen("news_feed", parameters: ["tab": state.tab.rawValue]))
            return load(&state)

        case .tabSelected(let tab):
            guard tab != state.tab else { return .none }
            state.tab = tab
            state.articles = []
            return load(&state)

        case .articlesResponse(.success(let articles)):
            state.isLoading = false
            state.articles = articles
            return .none

        case .articlesResponse(.failure):
            state.isLoading = false
            state.errorMessage = "You appear to be offline."
            return .none

        case .articleTapped(let id):
            guard let position = state.articles.firstIndex(where: { $0.id == id }) else { return .none }
            dependency.analyticsTracker.post(tag: .event("article_tapped", parameters: [
                "article_id": "\(id)",
                "tab": state.tab.rawValue,
                "position": "\(position)",
                "list_size": "\(state.articles.count)",
            ]))
            state.openedArticle = state.articles[position]
            return .none

        case .articleClosed:
            state.openedArticle = nil
            return .none
        }
    }

    private func load(_ state: inout State) -> Effect<Action> {
        state.isLoading = true
        state.errorMessage = nil
        let (repository, tab) = (self.repository, state.tab)
        return .run { send in
            await send(.articlesResponse(.success(try await repository.articles(in: tab))))
        } catch: { _, send in
            await send(.articlesResponse(.failure(.offline)))
        }
        // Switching tabs quickly keeps only the latest request.
        .cancellable(id: CancelID.load, cancelInFlight: true)
    }
}
// snippet.end

// snippet.hide
@MainActor
final class TabControl {
    var onChange: (FeedTab) -> Void = { _ in }
}

@MainActor
final class NewsFeedViewController {
    let store = Store(initialState: NewsFeed.State(), reducer: NewsFeed())
    let tabControl = TabControl()
    private var cancellables: Set<AnyCancellable> = []
    private(set) var shown: [Article] = []

    func apply(_ articles: [Article]) {
        shown = articles
    }

    func viewDidLoad() {
// snippet.show
// snippet.uikit-binding
// UIKit-style: bind the state publisher, send actions.
store.publisher.map(\.articles).removeDuplicates()
    .sink { [weak self] in self?.apply($0) }
    .store(in: &cancellables)
tabControl.onChange = { [store] in store.send(.tabSelected($0)) }
// snippet.end
// snippet.hide
    }
}

#if canImport(SwiftUI)
import SwiftUI

// snippet.show
// snippet.swiftui-binding
// SwiftUI-style: the store is an ObservableObject.
struct NewsFeedView: View {
    @ObservedObject var store: Store<NewsFeed.State, NewsFeed.Action>
    var body: some View {
        List(store.state.articles) { article in
            Button(article.title) { store.send(.articleTapped(id: article.id)) }
        }
        .onAppear { store.send(.onAppear) }
    }
}
// snippet.end
// snippet.hide
#endif

/// A repository with fixed articles per tab.
struct StubArticleRepository: ArticleRepositoryProtocol {
    func articles(in tab: FeedTab) async throws -> [Article] {
        tab == .technology ? technology : []
    }
}

let technology = [Article(id: 7, title: "Swift 6 on Linux")]

// snippet.show
// snippet.test
@Test @MainActor func switchTabs() async {
    let spy = SpyAnalyticsTracker()
    let store = TestStore(
        initialState: NewsFeed.State(),
        reducer: NewsFeed(repository: StubArticleRepository(), dependency: CoreDependencies(analyticsTracker: spy)))

    await store.send(.tabSelected(.technology)) {
        $0.tab = .technology
        $0.articles = []
        $0.isLoading = true
    }
    await store.receive(.articlesResponse(.success(technology))) {
        $0.isLoading = false
        $0.articles = technology
    }
}
// snippet.end

// snippet.scope
// A small feature needs no type of its own: `Reduce` wraps a closure.
struct Counter {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case increment, incrementLater }

    static var reducer: Reduce<State, Action> {
        Reduce { state, action in
            switch action {
            case .increment:
                state.count += 1
                return .none
            case .incrementLater:
                return .run { send in
                    try await Task.sleep(for: .milliseconds(100))
                    await send(.increment)
                }
            }
        }
    }
}

struct Screen: Reducer {
    struct State: Equatable { var likes = Counter.State() }
    enum Action: Equatable { case likes(Counter.Action) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .likes(let action):
            // The child's reducer, its effect's actions embedded into the parent's.
            return Counter.reducer.reduce(into: &state.likes, action: action).map(Action.likes)
        }
    }
}

@MainActor func makeLikeButtonStore() -> Store<Counter.State, Counter.Action> {
    let store = Store(initialState: Screen.State(), reducer: Screen())
    // The like button sees only its own state and sends only its own actions.
    return store.scope(state: \.likes, action: Screen.Action.likes)
}
// snippet.end

@Test @MainActor func nonExhaustive() async {
    let store = TestStore(initialState: Counter.State(), reducer: Counter.reducer)
// snippet.non-exhaustive
store.exhaustivity = .off            // assert only what this test is about
await store.send(.incrementLater)
await store.receive(.increment) { $0.count = 1 }
// snippet.end
}
