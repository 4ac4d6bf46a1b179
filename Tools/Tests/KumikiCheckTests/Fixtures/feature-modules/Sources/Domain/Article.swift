public struct Article: Equatable, Sendable {
    public let id: Int
    public let title: String
}

public protocol ArticleRepositoryProtocol: Sendable {
    func articles() async throws -> [Article]
}
