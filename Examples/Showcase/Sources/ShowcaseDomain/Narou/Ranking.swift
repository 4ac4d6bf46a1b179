import Foundation

/// A ranking as the ranking screen shows it: entries merged with novel details,
/// the period they cover, and how fresh they are.
public struct Ranking: Hashable, Sendable, Codable {
    /// How current a ranking is.
    public enum Freshness: Hashable, Sendable, Codable {
        /// Just loaded.
        case fresh
        /// Loaded earlier and kept for offline display; the network failed now.
        case stale(reason: String)
    }

    /// The period the entries cover.
    public var period: RankingPeriod
    /// The rows, by rank.
    public var entries: [RankingEntry]
    /// When the entries were loaded from the network.
    public var loadedAt: Date
    /// Whether this is a fresh load or a stored copy.
    public var freshness: Freshness

    /// Creates a ranking.
    public init(period: RankingPeriod, entries: [RankingEntry], loadedAt: Date, freshness: Freshness = .fresh) {
        self.period = period
        self.entries = entries
        self.loadedAt = loadedAt
        self.freshness = freshness
    }

    /// How old the entries are at `now`.
    public func age(at now: Date) -> TimeInterval {
        max(0, now.timeIntervalSince(loadedAt))
    }
}
