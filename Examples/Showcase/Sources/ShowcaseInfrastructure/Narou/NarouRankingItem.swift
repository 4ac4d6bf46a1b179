/// One entry of the Narou ranking API's answer: `{"ncode": "N1234AB", "pt": 12345, "rank": 1}`.
public struct NarouRankingItem: Decodable, Hashable, Sendable {
    /// The novel's code.
    public var ncode: String
    /// Points in the period.
    public var pt: Int
    /// Rank, from 1.
    public var rank: Int

    /// An entry, as a requester double answers one.
    public init(ncode: String, rank: Int, pt: Int) {
        self.ncode = ncode
        self.rank = rank
        self.pt = pt
    }
}
