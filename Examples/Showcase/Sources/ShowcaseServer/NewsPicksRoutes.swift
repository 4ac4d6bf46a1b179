import Foundation
import Hummingbird

/// The NewsPicks-like API: a paged feed per tab, each article's comment count, the reader's
/// bookmarks, and the analytics log sink (NewsPicks), whose records tests read back.
struct NewsPicksRoutes {
    let data: FixtureData
    let state: ServerState
    let faults: FaultSwitchboard

    static let pageSize = 12

    private struct CommentCount: Encodable {
        let count: Int
    }

    func register(on router: Router<ShowcaseRequestContext>) {
        router.get("/newspicks/feed/:tab") { request, context in
            try await serve(request, context, faults: faults) {
                guard let tab = context.parameters.get("tab"), let articles = data.articles[tab] else {
                    return .message("タブが見つかりません", status: .notFound)
                }
                let page = max(request.uri.queryParameters["page"].flatMap { Int($0) } ?? 1, 1)
                let start = (page - 1) * Self.pageSize
                let slice = Array(articles.dropFirst(start).prefix(Self.pageSize))
                return .json(PageRecord(key: "articles", items: slice, nextPage: start + Self.pageSize < articles.count ? page + 1 : nil))
            }
        }
        router.get("/newspicks/articles/:id/comments") { request, context in
            try await serve(request, context, faults: faults) {
                guard let id = context.parameters.get("id").flatMap(Int.init), let article = article(id) else {
                    return .message("記事が見つかりません", status: .notFound)
                }
                // A fixed count per article, so frames and tests are the same on every run.
                return .json(CommentCount(count: (article.id &* 37 + article.pickCount) % 120))
            }
        }
        let articleIDs = Set(data.articles.values.joined().map(\.id))
        MarkedIDRoutes(
            path: "/newspicks/bookmarks", listKey: "article_ids", marks: \.bookmarks, exists: { articleIDs.contains($0) },
            notFound: "記事が見つかりません", state: state, faults: faults
        ).register(on: router)
        router.post("/newspicks/logs") { request, context in
            var request = request
            return try await serve(request, context, faults: faults) {
                let body = try await request.collectBody(upTo: 16_384)
                guard let record = try? JSONDecoder().decode(AnalyticsLogRecord.self, from: Data(buffer: body)) else {
                    return .message("ログは {\"event\": 文字列, \"parameters\": {…}} で送ってください", status: .badRequest)
                }
                state.withLock { $0.log.append(record) }
                return .noContent
            }
        }
        router.get("/newspicks/logs") { request, context in
            try await serve(request, context, faults: faults) { .json(state.withLock { $0.log }) }
        }
        router.delete("/newspicks/logs") { request, context in
            try await serve(request, context, faults: faults) {
                state.withLock { $0.log = [] }
                return .noContent
            }
        }
    }

    private func article(_ id: Int) -> ArticleRecord? {
        data.articles.values.lazy.flatMap { $0 }.first { $0.id == id }
    }
}
