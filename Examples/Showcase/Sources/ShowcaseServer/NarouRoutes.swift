import Foundation
import Hummingbird

/// The Narou-compatible API: `GET /rank/rankget/` and `GET /novelapi/api/`,
/// shaped like the public API NaroViewer used.
struct NarouRoutes {
    let data: FixtureData
    let faults: FaultSwitchboard
    let now: @Sendable () -> Date

    func register(on router: Router<ShowcaseRequestContext>) {
        router.get("/rank/rankget") { request, context in
            try await serve(request, context, faults: faults) { ranking(request) }
        }
        router.get("/novelapi/api") { request, context in
            try await serve(request, context, faults: faults) { novels(request) }
        }
    }

    /// The real service answers 403 to a request without a User-Agent.
    private func refusal(_ request: Request) -> Reply? {
        guard let agent = request.headers[.userAgent], !agent.trimmingCharacters(in: .whitespaces).isEmpty else {
            return .text("Error: 403 Forbidden (send a User-Agent)", status: .forbidden)
        }
        guard request.uri.queryParameters["out"].map(String.init) == "json" else {
            return .text("Error: the fixture serves out=json only", status: .badRequest)
        }
        return nil
    }

    private func ranking(_ request: Request) -> Reply {
        if let refusal = refusal(request) { return refusal }
        let rtype = request.uri.queryParameters["rtype"].map(String.init)
        switch NarouRankingRules.check(rtype, now: now()) {
        case .failure(.invalid(let reason)):
            return .text("Error: invalid rtype: \(reason)", status: .badRequest)
        case .failure(.notProducedYet(let reason)):
            return .text("Error: \(reason)", status: .notFound)
        case .success:
            return .jsonObject(NarouRankingTable.entries(for: rtype ?? "", ncodes: data.novels.map(\.ncode)))
        }
    }

    private func novels(_ request: Request) -> Reply {
        if let refusal = refusal(request) { return refusal }
        var parameters: [String: String] = [:]
        for (key, value) in request.uri.queryParameters {
            parameters[String(key)] = String(value)
        }
        let query = NarouNovelQuery(parameters: parameters)
        let matches = query.matching(data.novels)
        let page = matches.dropFirst(query.start - 1).prefix(query.limit)
        return .jsonObject([["allcount": matches.count]] + page.map(query.output))
    }
}
