import Combine

final class ArticleListViewModel: ObservableObject {
    @Published private(set) var titles: [String] = []
    private let useCase: ArticleUseCase

    init(useCase: ArticleUseCase) {
        self.useCase = useCase
    }

    func cached(from repository: ArticleRepository) {}
}
