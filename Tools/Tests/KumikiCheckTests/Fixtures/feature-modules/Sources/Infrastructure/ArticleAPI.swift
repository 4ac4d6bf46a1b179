import Domain
import Foundation

public struct ArticleAPI: ArticleRepositoryProtocol {
    public init() {}

    public func articles() async throws -> [Article] {
        []
    }
}
