import Kumiki

/// Loads a ranking with its novels' details (NaroViewer's two chained calls).
public protocol RankingUseCaseProtocol: Sendable {
    /// The ranking of `type`: fresh from the network, or, when the network fails and
    /// one is stored, the stored one marked stale.
    func ranking(of type: RankingType) async throws(RepositoryError) -> Ranking

    /// The stored ranking of `type`, if any, for display before the network answers.
    func storedRanking(of type: RankingType) -> Ranking?
}
