import Foundation
import Kumiki
import ShowcaseDomain

/// The ranking gateway over the Narou API: turns "the weekly ranking, now" into an
/// `rtype`, and when the service answers that the period is not produced yet (404),
/// asks once for the previous period and says so.
public struct NarouRankingGateway: RankingGatewayProtocol {
    private let requester: any NarouRequesterProtocol

    /// Creates the gateway.
    public init(requester: any NarouRequesterProtocol) {
        self.requester = requester
    }

    /// The ranking of `type` current at `date`, or the previous period's.
    public func ranking(_ type: RankingType, at date: Date) async throws(RepositoryError) -> RankingList {
        let current = NarouRankingDate.periodDate(for: type, at: date)
        do {
            return try await list(type, periodDate: current, isPreviousPeriod: false)
        } catch .network(.notFound) {
            let previous = NarouRankingDate.previousPeriodDate(for: type, before: current)
            guard previous < current else { throw RepositoryError.network(.notFound) }
            return try await list(type, periodDate: previous, isPreviousPeriod: true)
        }
    }

    private func list(_ type: RankingType, periodDate: Date, isPreviousPeriod: Bool) async throws(RepositoryError) -> RankingList {
        let rtype = NarouRankingDate.rtype(for: type, periodDate: periodDate)
        let items: [NarouRankingItem]
        do {
            items = try await requester.ranking(rtype: rtype).firstValue()
        } catch {
            throw .network(error)
        }
        return RankingList(
            period: RankingPeriod(type: type, date: periodDate, isPreviousPeriod: isPreviousPeriod),
            entries: items.sorted { $0.rank < $1.rank }.map { RankingEntry(rank: $0.rank, ncode: $0.ncode.uppercased(), points: $0.pt) }
        )
    }
}
