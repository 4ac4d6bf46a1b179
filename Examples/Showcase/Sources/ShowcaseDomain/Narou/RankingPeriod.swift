import Foundation

/// Which period a ranking covers, and whether it is the one asked for.
public struct RankingPeriod: Hashable, Sendable, Codable {
    /// The ranking.
    public var type: RankingType
    /// The day that names the period, at midnight in Japan.
    public var date: Date
    /// Whether the current period was not produced yet and this is the previous one.
    public var isPreviousPeriod: Bool

    /// Creates a period.
    public init(type: RankingType, date: Date, isPreviousPeriod: Bool) {
        self.type = type
        self.date = date
        self.isPreviousPeriod = isPreviousPeriod
    }
}
