import Foundation
import Hummingbird

/// The minne-like shop API: products, favourites and the seller's free-shipping
/// setting (minne's two write-ups).
struct MinneRoutes {
    let data: FixtureData
    let state: ServerState
    let faults: FaultSwitchboard

    private struct FreeShipping: Codable {
        let amount: Int
    }

    func register(on router: Router<ShowcaseRequestContext>) {
        router.get("/minne/products") { request, context in
            try await serve(request, context, faults: faults) { products(request) }
        }
        router.get("/minne/products/:id") { request, context in
            try await serve(request, context, faults: faults) { product(context) }
        }
        let productIDs = Set(data.products.map(\.id))
        MarkedIDRoutes(
            path: "/minne/favorites", listKey: "product_ids", marks: \.favorites, exists: { productIDs.contains($0) },
            notFound: "作品が見つかりません", state: state, faults: faults
        ).register(on: router)
        router.get("/minne/shop/free_shipping") { request, context in
            try await serve(request, context, faults: faults) {
                guard let amount = state.withLock({ $0.freeShipping }) else {
                    return .message("送料無料設定はありません", status: .notFound)
                }
                return .json(FreeShipping(amount: amount))
            }
        }
        router.post("/minne/shop/free_shipping") { request, context in
            var request = request
            return try await serve(request, context, faults: faults) { try await saveFreeShipping(&request, creating: true) }
        }
        router.put("/minne/shop/free_shipping") { request, context in
            var request = request
            return try await serve(request, context, faults: faults) { try await saveFreeShipping(&request, creating: false) }
        }
        router.delete("/minne/shop/free_shipping") { request, context in
            try await serve(request, context, faults: faults) {
                let removed = state.withLock { state -> Bool in
                    defer { state.freeShipping = nil }
                    return state.freeShipping != nil
                }
                return removed ? .noContent : .message("送料無料設定はありません", status: .notFound)
            }
        }
    }

    private func products(_ request: Request) -> Reply {
        let page = request.uri.queryParameters["page"].flatMap { Int($0) } ?? 1
        let perPage = min(max(request.uri.queryParameters["per"].flatMap { Int($0) } ?? 20, 1), 50)
        guard page >= 1 else { return .message("page は 1 以上です", status: .badRequest) }
        let start = (page - 1) * perPage
        let slice = data.products.dropFirst(start).prefix(perPage)
        let hasMore = start + perPage < data.products.count
        return .json(PageRecord(key: "products", items: Array(slice), nextPage: hasMore ? page + 1 : nil))
    }

    private func product(_ context: ShowcaseRequestContext) -> Reply {
        guard let id = context.parameters.get("id", as: Int.self), let product = data.products.first(where: { $0.id == id }) else {
            return .message("作品が見つかりません", status: .notFound)
        }
        return .json(product)
    }

    private func saveFreeShipping(_ request: inout Request, creating: Bool) async throws -> Reply {
        let body = try await request.collectBody(upTo: 4_096)
        guard let setting = try? JSONDecoder().decode(FreeShipping.self, from: Data(buffer: body)) else {
            return .message("金額を JSON {\"amount\": 整数} で送ってください", status: .badRequest)
        }
        guard (0...9_999_999).contains(setting.amount) else {
            return .message("金額は 0 円から 9,999,999 円までです", status: .unprocessableContent)
        }
        return state.withLock { state -> Reply in
            switch (creating, state.freeShipping) {
            case (true, .some):
                return .message("送料無料設定はすでにあります", status: .conflict)
            case (false, nil):
                return .message("送料無料設定はありません", status: .notFound)
            default:
                state.freeShipping = setting.amount
                return creating ? .json(setting, status: .created) : .noContent
            }
        }
    }
}
