// Cost of a request through APIClient against the same request through raw
// URLSession, on loopback. Run in release:
//
//     swift run -c release kumiki-apiclient-benchmark
//
// Both sides send the same GET to the same local server and decode the same
// JSON with the same decoder; APIClient adds request building, status
// mapping, the deadline and error mapping. Requests run sequentially, in
// alternating rounds so machine noise hits both sides alike; the median round is reported.
import BenchmarkSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Kumiki
import LoopbackHTTPServer

let arguments = BenchmarkArguments(
    usage: """
        usage: kumiki-apiclient-benchmark [--rounds N]
          Times GET requests through APIClient and through raw URLSession against a loopback server; run with -c release.
        """,
    options: ["--rounds"]
)

struct Product: Codable, Sendable {
    let id: Int
    let name: String
    let priceYen: Int
    let tags: [String]
}

struct GetProducts: Endpoint {
    typealias Success = [Product]
    var path: String { "/products" }
    var decoder: JSONDecoder { .snakeCase }
}

let body = "[" + (0..<20).map { #"{"id": \#($0), "name": "Product \#($0)", "price_yen": \#($0 * 100), "tags": ["a", "b"]}"# }
    .joined(separator: ",") + "]"
let server = try LoopbackHTTPServer { _ in .json(body) }
let requestsPerRound = 200
let rounds = arguments.count("--rounds", default: 7)

let session = URLSession(configuration: .ephemeral)
let client = APIClient(baseURL: server.baseURL, session: session)
let url = server.baseURL.appendingPathComponent("products")

func raw() async throws {
    var request = URLRequest(url: url)
    request.setValue(APIClient.defaultUserAgent, forHTTPHeaderField: "User-Agent")
    let (data, response) = try await session.data(for: request)
    guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw URLError(.badServerResponse) }
    _ = try JSONDecoder.snakeCase.decode([Product].self, from: data)
}

func viaClient() async throws {
    _ = try await client.send(GetProducts())
}

func time(_ body: () async throws -> Void) async throws -> Double {
    let start = ContinuousClock.now
    for _ in 0..<requestsPerRound { try await body() }
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

#if DEBUG
print("warning: debug build; run `swift run -c release kumiki-apiclient-benchmark` for real figures")
#endif
for _ in 0..<20 {
    try await raw()
    try await viaClient()
}
var rawRounds: [Double] = []
var clientRounds: [Double] = []
for _ in 0..<rounds {
    rawRounds.append(try await time(raw))
    clientRounds.append(try await time(viaClient))
}
let rawMedian = rawRounds.sorted()[rounds / 2]
let clientMedian = clientRounds.sorted()[rounds / 2]
func perRequest(_ seconds: Double) -> String {
    String(format: "%7.1f µs/request", seconds / Double(requestsPerRound) * 1e6)
}
print("\(requestsPerRound) sequential GETs of a 20-item JSON list on 127.0.0.1, median of \(rounds) rounds")
print("  raw URLSession + JSONDecoder  \(perRequest(rawMedian))")
print("  APIClient.send                \(perRequest(clientMedian))")
print(String(format: "  ratio APIClient / raw: %.3f× (target ≤ 1.1×)", clientMedian / rawMedian))
server.stop()
