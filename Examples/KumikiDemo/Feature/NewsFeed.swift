import KumikiStore

/// The news feed as a reducer feature (seed 004's State, Action, Environment,
/// Reducer), with analytics whose parameters come from the state at the time
/// of the action instead of being threaded through views.
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
        case articlesResponse(Result<[Article], DemoError>)
        case articleTapped(id: Article.ID)
        case articleClosed
    }

    typealias Dependency = HasAnalyticsTracker

    private enum CancelID { case load }

    let repository: any ArticleRepositoryProtocol
    let dependency: Dependency

    init(
        repository: any ArticleRepositoryProtocol = FixtureArticleRepository(),
        dependency: Dependency = CoreDependencies()
    ) {
        self.repository = repository
        self.dependency = dependency
    }

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

        case .articlesResponse(.failure(let error)):
            state.isLoading = false
            state.errorMessage = error.description
            return .none

        case .articleTapped(let id):
            guard let position = state.articles.firstIndex(where: { $0.id == id }) else { return .none }
            // Everything the log needs is in the state already: no parameter passing from the view.
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
            let articles = try await repository.articles(in: tab)
            await send(.articlesResponse(.success(articles)))
        } catch: { _, send in
            await send(.articlesResponse(.failure(.offline)))
        }
        // Switching tabs quickly keeps only the latest request.
        .cancellable(id: CancelID.load, cancelInFlight: true)
    }
}
