import Foundation
import Kumiki
import KumikiTesting
import ShowcaseDomain
import ShowcaseInfrastructure
import ShowcaseServer
import Testing

/// Records the novel calls a gateway makes and answers each from a table.
private final class RecordingNarouRequester: NarouRequesterProtocol, @unchecked Sendable {
    @Locked private(set) var endpoints: [NarouNovelEndpoint] = []

    func ranking(rtype: String) -> NetworkPublisher<[NarouRankingItem]> {
        Fail(error: .notFound).eraseToAnyPublisher()
    }

    func novels(_ endpoint: NarouNovelEndpoint) -> NetworkPublisher<NarouNovelResponse> {
        $endpoints.withLock { $0.append(endpoint) }
        let items = endpoint.ncodes.map { code in
            #"{"title": "t", "ncode": "\#(code)", "writer": "w", "story": "s", "genre": 201, "keyword": "", "general_lastup": "2026-01-02 03:04:05", "general_all_no": 1, "length": 1, "end": 0}"#
        }
        let json = "[{\"allcount\": \(items.count)}" + items.map { "," + $0 }.joined() + "]"
        return Result { try JSONDecoder.snakeCase.decode(NarouNovelResponse.self, from: Data(json.utf8)) }
            .mapError { NetworkError.decoding(DecodingFailure($0, decoding: NarouNovelResponse.self)) }
            .publisher.eraseToAnyPublisher()
    }
}

@Suite("Narou gateways against the fixture backend", .serialized)
struct NarouGatewayTests {
    @Test("the ranking gateway asks for the current period and answers 300 entries")
    func currentPeriod() async throws {
        try await LiveServer.run { live in
            let gateway = NarouRankingGateway(requester: NarouRequester(apiClient: live.apiClient()))
            let list = try await gateway.ranking(.weekly, at: tokyo(2026, 11, 23, 8))
            #expect(list.entries.count == 300)
            #expect(list.entries.map(\.rank) == Array(1...300))
            #expect(list.period.isPreviousPeriod == false)
            #expect(NarouRankingDate.rtype(for: .weekly, periodDate: list.period.date) == "20261117-w")
        }
    }

    @Test("before 07:00 the daily ranking is not produced: it falls back once to the previous day, and says so")
    func fallback() async throws {
        let early = tokyo(2026, 11, 23, 5)
        try await LiveServer.run(now: early) { live in
            let gateway = NarouRankingGateway(requester: NarouRequester(apiClient: live.apiClient()))
            let list = try await gateway.ranking(.daily, at: early)
            #expect(list.period.isPreviousPeriod)
            #expect(NarouRankingDate.rtype(for: .daily, periodDate: list.period.date) == "20261121-d")
            #expect(list.entries.count == 300)
        }
    }

    @Test("if the previous period is missing too, the gateway stops after one fallback with notFound")
    func fallsBackOnce() async throws {
        try await LiveServer.run { live in
            live.server.faults.set(Fault(status: 404), for: "GET /rank/rankget")
            let gateway = NarouRankingGateway(requester: NarouRequester(apiClient: live.apiClient()))
            await #expect(throws: RepositoryError.network(.notFound)) { try await gateway.ranking(.monthly, at: tokyo(2026, 11, 23, 8)) }
        }
    }

    @Test("details of the ranked codes: deleted novels are absent, the rest decode with Japan-time dates")
    func details() async throws {
        try await LiveServer.run { live in
            let requester = NarouRequester(apiClient: live.apiClient())
            let list = try await NarouRankingGateway(requester: requester).ranking(.weekly, at: tokyo(2026, 11, 23, 8))
            let novels = try await NarouNovelGateway(requester: requester).novels(withCodes: list.entries.map(\.ncode))
            #expect(novels.count == 297)
            #expect(Set(list.entries.map(\.ncode)).subtracting(novels.map(\.ncode)) == ["N9997ZX", "N9998ZY", "N9999ZZ"])
            #expect(novels.allSatisfy { !$0.title.isEmpty && !$0.writer.isEmpty })
        }
    }

    @Test("more than 500 codes go out in calls of at most 500, joined with '-'")
    func chunks() async throws {
        let requester = RecordingNarouRequester()
        let codes = (0..<1_234).map { String(format: "N%04dAA", $0) }
        let novels = try await NarouNovelGateway(requester: requester).novels(withCodes: codes + codes.prefix(10))
        #expect(requester.endpoints.map(\.ncodes.count) == [500, 500, 234])
        #expect(requester.endpoints.allSatisfy { endpoint in
            endpoint.queryItems.first { $0.name == "ncode" }?.value == endpoint.ncodes.joined(separator: "-")
        })
        #expect(novels.count == 1_234, "duplicates are asked for once")
    }

    @Test("search finds \"C++\" (the + survives the query string), pages with st, and sorts as asked")
    func search() async throws {
        try await LiveServer.run { live in
            let gateway = NarouNovelGateway(requester: NarouRequester(apiClient: live.apiClient()))
            let cpp = try await gateway.search(NovelSearchQuery(text: "C++"))
            #expect(cpp.totalCount == 1)
            #expect(cpp.novels.first?.title.hasPrefix("C++") == true)

            let first = try await gateway.search(NovelSearchQuery(text: "転生", order: .mostBookmarked, page: 1, pageSize: 5))
            let second = try await gateway.search(NovelSearchQuery(text: "転生", order: .mostBookmarked, page: 2, pageSize: 5))
            let both = try await gateway.search(NovelSearchQuery(text: "転生", order: .mostBookmarked, page: 1, pageSize: 10))
            #expect(first.novels + second.novels == both.novels)
            #expect(first.hasNextPage)
            let beyond = try await gateway.search(NovelSearchQuery(text: "転生", page: 500, pageSize: 5))
            #expect(beyond.novels.isEmpty && !beyond.hasNextPage, "the API's st stops at 2000")
        }
    }

    @Test("a malformed or truncated answer, a dropped connection and a slow server are typed network errors")
    func failures() async throws {
        try await LiveServer.run { live throws in
            let gateway = NarouNovelGateway(requester: NarouRequester(apiClient: live.apiClient()))
            // Only the latency fault needs a short timeout; the other faults must not race one on a loaded machine.
            let impatient = NarouNovelGateway(requester: NarouRequester(apiClient: live.apiClient(timeout: 0.3)))
            let query = NovelSearchQuery(text: "転生")
            live.server.faults.set(Fault(body: .malformed, remaining: 1), for: "GET /novelapi/api")
            await #expect { try await gateway.search(query) } throws: { error in
                if case .network(.decoding) = error as? RepositoryError { return true }
                return false
            }
            live.server.faults.set(Fault(body: .truncated, remaining: 1), for: "GET /novelapi/api")
            await #expect { try await gateway.search(query) } throws: { error in
                if case .network(.transport) = error as? RepositoryError { return true }
                return false
            }
            // No budget: URLSession retries a request whose reused connection drops before any answer.
            live.server.faults.set(Fault(dropsConnection: true), for: "GET /novelapi/api")
            await #expect { try await gateway.search(query) } throws: { error in
                if case .network(.transport) = error as? RepositoryError { return true }
                return false
            }
            live.server.faults.remove("GET /novelapi/api")
            live.server.faults.set(Fault(latency: .seconds(2), remaining: 1), for: "GET /novelapi/api")
            await #expect(throws: RepositoryError.network(.timeout)) { try await impatient.search(query) }
            live.server.faults.set(Fault(status: 503, remaining: 1), for: "GET /novelapi/api")
            await #expect { try await gateway.search(query) } throws: { error in
                if case .network(.http(503, _)) = error as? RepositoryError { return true }
                return false
            }
            let recovered = try await gateway.search(query)
            #expect(recovered.totalCount > 0, "every fault was spent")
        }
    }
}
