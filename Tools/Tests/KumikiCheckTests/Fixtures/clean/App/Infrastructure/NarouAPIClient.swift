import Foundation

final class NarouAPIClient: RankingGateway {
    func ranking() async throws -> [String] { [] }
}
