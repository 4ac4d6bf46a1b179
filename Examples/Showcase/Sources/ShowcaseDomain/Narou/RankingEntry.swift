/// One row of a ranking: its rank and points, and the novel when its details are known.
public struct RankingEntry: Hashable, Sendable, Codable, Identifiable {
    /// 1 for the top.
    public var rank: Int
    /// The ranked novel's code.
    public var ncode: String
    /// The points it earned in the period.
    public var points: Int
    /// The novel's details; `nil` when the novel API no longer knows it (deleted after it
    /// ranked): the row is kept, shown with a placeholder, never dropped silently.
    public var novel: Novel?

    /// The identity used by lists: the rank.
    public var id: Int { rank }

    /// Creates an entry.
    public init(rank: Int, ncode: String, points: Int, novel: Novel? = nil) {
        self.rank = rank
        self.ncode = ncode
        self.points = points
        self.novel = novel
    }
}
