import Kumiki

/// Keeps the last ranking of each type, so the ranking screen can show it offline
/// (marked stale, with its age) and on the next launch.
public protocol RankingStoreProtocol: Sendable {
    /// The last stored ranking of `type`.
    func ranking(of type: RankingType) throws(RepositoryError) -> Ranking?

    /// Replaces the stored ranking of the ranking's type.
    func store(_ ranking: Ranking) throws(RepositoryError)
}
