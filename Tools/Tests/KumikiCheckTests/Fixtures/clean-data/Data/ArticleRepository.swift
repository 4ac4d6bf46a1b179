import Foundation
import UIKit

final class ArticleRepository: ArticleRepositoryProtocol {
    private let client: HTTPClient

    init(client: HTTPClient) {
        self.client = client
    }

    func articles() async throws -> [Article] {
        try await client.get([ArticleDTO].self).map(\.article)
    }
}
