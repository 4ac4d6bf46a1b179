import Foundation

protocol RankingGateway {
    func ranking() async throws -> [String]
}

struct RankingUseCase {
    let gateway: any RankingGateway
    let client: NarouAPIClient
}
