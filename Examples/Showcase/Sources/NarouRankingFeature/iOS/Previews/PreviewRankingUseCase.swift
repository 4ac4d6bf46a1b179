#if canImport(SwiftUI)
import Kumiki
import ShowcaseDomain
import ShowcaseUIComponents

/// Rankings for previews: every period answers the fixture ranking at once.
struct PreviewRankingUseCase: RankingUseCaseProtocol {
    func ranking(of type: RankingType) async throws(RepositoryError) -> Ranking {
        PreviewFixtures.ranking(type)
    }

    func storedRanking(of type: RankingType) -> Ranking? {
        nil
    }
}
#endif
