import Kumiki
import ShowcaseDomain

/// The novel gateway over the Narou API: details in calls of at most 500 codes
/// (the API's limit), and searches paged with `st`, which the API caps at 2000.
public struct NarouNovelGateway: NovelGatewayProtocol {
    /// The most codes (and results) one call may ask for.
    public static let maximumPerCall = 500
    /// The largest start position the API accepts.
    public static let maximumStart = 2_000

    private let requester: any NarouRequesterProtocol

    /// Creates the gateway.
    public init(requester: any NarouRequesterProtocol) {
        self.requester = requester
    }

    /// The known novels among `ncodes`, fetched 500 at a time.
    public func novels(withCodes ncodes: [String]) async throws(RepositoryError) -> [Novel] {
        var unique: [String] = []
        var seen: Set<String> = []
        for code in ncodes where seen.insert(code.uppercased()).inserted {
            unique.append(code.uppercased())
        }
        var novels: [Novel] = []
        var start = 0
        while start < unique.count {
            let chunk = Array(unique[start..<min(start + Self.maximumPerCall, unique.count)])
            let response = try await send(NarouNovelEndpoint(ncodes: chunk, limit: chunk.count))
            novels += response.novels.compactMap(\.novel)
            start += Self.maximumPerCall
        }
        return novels
    }

    /// One page of search results, in the query's order.
    public func search(_ query: NovelSearchQuery) async throws(RepositoryError) -> NovelSearchPage {
        let size = min(max(query.pageSize, 1), Self.maximumPerCall)
        let start = (max(query.page, 1) - 1) * size + 1
        guard start <= Self.maximumStart else {
            return NovelSearchPage(query: query, totalCount: 0, novels: [], hasNextPage: false)
        }
        let response = try await send(NarouNovelEndpoint(word: query.text, order: Self.order(query.order), limit: size, start: start))
        let nextStart = start + size
        return NovelSearchPage(
            query: query,
            totalCount: response.allCount,
            novels: response.novels.compactMap(\.novel),
            hasNextPage: nextStart <= response.allCount && nextStart <= Self.maximumStart
        )
    }

    /// The API's name for each order.
    static func order(_ order: NovelSearchOrder) -> String {
        switch order {
        case .latestUpdate: return "new"
        case .mostBookmarked: return "favnovelcnt"
        case .highestRated: return "hyoka"
        case .longest: return "lengthdesc"
        }
    }

    private func send(_ endpoint: NarouNovelEndpoint) async throws(RepositoryError) -> NarouNovelResponse {
        do {
            return try await requester.novels(endpoint).firstValue()
        } catch {
            throw .network(error)
        }
    }
}
