/// What a ranking gateway answers: the ranked codes and points of one period,
/// before the novels' details are merged in.
public struct RankingList: Hashable, Sendable {
    /// The period the list covers.
    public var period: RankingPeriod
    /// The entries, by rank, without novel details.
    public var entries: [RankingEntry]

    /// Creates a list.
    public init(period: RankingPeriod, entries: [RankingEntry]) {
        self.period = period
        self.entries = entries
    }
}
