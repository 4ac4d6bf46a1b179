import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Kumiki
import Testing

@Suite("Endpoint requests")
struct EndpointTests {
    private struct Search: Endpoint {
        typealias Success = Data
        var path: String { "search" }
        var queryItems: [URLQueryItem] { [URLQueryItem(name: "word", value: "a b")] }
        var headers: [String: String] { ["User-Agent": "custom", "X-Extra": "1"] }
        var timeout: TimeInterval? { 5 }
    }

    private struct Delete: Endpoint {
        typealias Success = Void
        var method: HTTPMethod { .delete }
        var path: String { "/items/1" }
    }

    @Test("paths join the base URL's path with one slash, query items keep the base URL's own")
    func urls() throws {
        let client = APIClient(baseURL: try #require(URL(string: "https://api.example.com/v1/?key=k")))
        let request = try client.makeRequest(for: Search())
        #expect(request.url?.absoluteString == "https://api.example.com/v1/search?key=k&word=a%20b")
        #expect(request.timeoutInterval == 5)
        #expect(request.value(forHTTPHeaderField: "User-Agent") == "custom", "the endpoint's header wins")
        #expect(request.value(forHTTPHeaderField: "X-Extra") == "1")
        let delete = try client.makeRequest(for: Delete())
        #expect(delete.httpMethod == "DELETE")
        #expect(delete.url?.path == "/v1/items/1")
    }

    @Test("idempotency decides retryability by default")
    func retryability() {
        #expect(Delete().isRetryable)
        #expect(HTTPMethod.get.isIdempotent && HTTPMethod.put.isIdempotent)
        #expect(!HTTPMethod.post.isIdempotent && !HTTPMethod.patch.isIdempotent)
        #expect(HTTPMethod(rawValue: "get") == .get)
    }
}
