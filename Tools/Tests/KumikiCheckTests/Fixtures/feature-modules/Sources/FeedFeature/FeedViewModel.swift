import Combine
import Domain
import Infrastructure

public final class FeedViewModel: ObservableObject {
    @Published public private(set) var articles: [Article] = []
    private let repository: any ArticleRepositoryProtocol

    public init(repository: any ArticleRepositoryProtocol = ArticleAPI()) {
        self.repository = repository
    }
}
