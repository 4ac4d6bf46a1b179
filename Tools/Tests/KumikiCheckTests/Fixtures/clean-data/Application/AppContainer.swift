final class AppContainer {
    let client = HTTPClient()

    func makeArticleList() -> ArticleListViewModel {
        ArticleListViewModel(useCase: ArticleUseCase(repository: ArticleRepository(client: client)))
    }
}
