public protocol ArticleRepositoryProtocol {
    func articles() async throws -> [Article]
}

public final class ArticleUseCase {
    private let repository: any ArticleRepositoryProtocol

    public init(repository: any ArticleRepositoryProtocol) {
        self.repository = repository
    }

    public func latest() async throws -> [Article] {
        try await repository.articles()
    }

    public func raw() -> [ArticleDTO] {
        []
    }
}
