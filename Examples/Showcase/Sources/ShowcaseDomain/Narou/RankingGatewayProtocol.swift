import Foundation
import Kumiki

/// The Domain's view of a ranking source (NaroViewer's Gateway): it takes what the app
/// means ("the weekly ranking, now") and leaves the API's date rules to Infrastructure.
public protocol RankingGatewayProtocol: Sendable {
    /// The ranking of `type` current at `date`; when that period is not produced yet,
    /// the previous period, marked as such.
    func ranking(_ type: RankingType, at date: Date) async throws(RepositoryError) -> RankingList
}
