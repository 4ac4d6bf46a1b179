import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Kumiki
import LoopbackHTTPServer
import Testing

/// Values that break naive encoders: every printable ASCII character on its
/// own and together, the reported `C++` search, and Japanese, emoji and
/// combining characters (compared as bytes, so a normalising round trip fails).
private let awkwardValues: [String] = {
    let printable = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) }
    return printable + [
        printable.joined(),
        "C++ & a=b",
        "a+b c%2B d%zz ;#/?",
        "組木 小説家になろう",
        "ｶﾀｶﾅ・全角　スペース",
        "👨‍👩‍👧‍👦 🇯🇵 👍🏽",
        "e\u{301} か\u{3099} A\u{30A}",
        "",
    ]
}()

/// Reads a query the way an HTML form decoder does (WHATWG URL standard,
/// application/x-www-form-urlencoded): `+` is a space, `%XX` is a byte.
private func formDecode(_ query: String) -> [(name: String, value: String)] {
    func decode(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8)[...]
        while let byte = iterator.popFirst() {
            if byte == UInt8(ascii: "+") {
                bytes.append(0x20)
            } else if byte == UInt8(ascii: "%"), iterator.count >= 2,
                      let high = hexValue(iterator[iterator.startIndex]),
                      let low = hexValue(iterator[iterator.startIndex + 1]) {
                bytes.append(high << 4 | low)
                iterator.removeFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
    return query.split(separator: "&", omittingEmptySubsequences: true).map { pair in
        guard let equals = pair.firstIndex(of: "=") else { return (decode(pair), "") }
        return (decode(pair[..<equals]), decode(pair[pair.index(after: equals)...]))
    }
}

private func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
}

private struct Probe: Endpoint {
    typealias Success = Void
    var method: HTTPMethod = .get
    var path: String = "/probe"
    var queryItems: [URLQueryItem] = []
    var headers: [String: String] = [:]
    var body: (any Encodable & Sendable)? = nil
}

@Suite("APIClient sends what the endpoint gave", .serialized)
struct APIClientEncodingTests {
    private func server() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { _ in .response(status: 204) }
    }

    @Test("every query name and value survives a form decoder byte for byte")
    func queryValues() async throws {
        let server = try server()
        let client = APIClient(baseURL: server.baseURL)
        let items = awkwardValues.enumerated().map { URLQueryItem(name: "v\($0.offset)", value: $0.element) }
        try await client.send(Probe(queryItems: items))
        // Names too: one request whose names are the awkward values.
        try await client.send(Probe(queryItems: awkwardValues.filter { !$0.isEmpty }.map { URLQueryItem(name: $0, value: "x") }))

        let requests = server.requests
        try #require(requests.count == 2)
        let values = formDecode(try #require(requests[0].query))
        #expect(values.map(\.name) == items.map(\.name))
        for (sent, received) in zip(awkwardValues, values.map(\.value)) {
            #expect(Array(received.utf8) == Array(sent.utf8), "sent \(sent.debugDescription), got \(received.debugDescription)")
        }
        let names = formDecode(try #require(requests[1].query)).map(\.name)
        #expect(names.map { Array($0.utf8) } == awkwardValues.filter { !$0.isEmpty }.map { Array($0.utf8) })
    }

    @Test("a value with + reaches a form decoder as + (the reported C++ search)")
    func plusSign() async throws {
        let server = try server()
        try await APIClient(baseURL: server.baseURL).send(Probe(queryItems: [URLQueryItem(name: "word", value: "C++ & a=b")]))
        let query = try #require(server.requests.first?.query)
        #expect(formDecode(query).first?.value == "C++ & a=b")
        #expect(query == "word=C%2B%2B%20%26%20a%3Db")
    }

    @Test("a query item without a value is sent as a bare name; the base URL's query is kept first")
    func bareNamesAndBaseQuery() async throws {
        let server = try server()
        let base = try #require(URL(string: server.baseURL.absoluteString + "/api/?key=k%2Bv"))
        try await APIClient(baseURL: base).send(Probe(queryItems: [URLQueryItem(name: "flag", value: nil)]))
        #expect(server.requests.first?.target == "/api/probe?key=k%2Bv&flag")
    }

    @Test("every path segment built with PercentEncoding.pathSegment decodes to what was given")
    func pathSegments() async throws {
        let server = try server()
        let client = APIClient(baseURL: server.baseURL)
        let segments = awkwardValues.filter { !$0.isEmpty }
        for segment in segments {
            try await client.send(Probe(path: "/items/\(PercentEncoding.pathSegment(segment))/detail"))
        }
        let received = server.requests.map { request -> [UInt8]? in
            let parts = request.path.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 4, parts[1] == "items", parts[3] == "detail" else { return nil }
            return parts[2].removingPercentEncoding.map { Array($0.utf8) }
        }
        #expect(received == segments.map { Array($0.utf8) })
    }

    @Test("an endpoint path keeps its escapes (an encoded slash stays inside its segment) and encodes the rest")
    func endpointPaths() throws {
        let client = APIClient(baseURL: try #require(URL(string: "https://api.example.com/v1/")))
        let encodedSlash = try client.makeRequest(for: Probe(path: "files/a%2Fb/raw"))
        #expect(encodedSlash.url?.absoluteString == "https://api.example.com/v1/files/a%2Fb/raw")
        let raw = try client.makeRequest(for: Probe(path: "/search/組木 50%?#"))
        #expect(raw.url?.absoluteString == "https://api.example.com/v1/search/%E7%B5%84%E6%9C%A8%2050%25%3F%23")
    }

    @Test("base URLs with and without a path, with and without a trailing slash, join with one slash", arguments: [
        ("https://h.example", "/a", "https://h.example/a"),
        ("https://h.example/", "a", "https://h.example/a"),
        ("https://h.example/api", "/a", "https://h.example/api/a"),
        ("https://h.example/api/", "/a", "https://h.example/api/a"),
        ("https://h.example/api/v%201/", "a/", "https://h.example/api/v%201/a/"),
        ("https://h.example/api?k=1", "a", "https://h.example/api/a?k=1"),
    ])
    func baseURLJoining(base: String, path: String, expected: String) throws {
        let client = APIClient(baseURL: try #require(URL(string: base)))
        #expect(try client.makeRequest(for: Probe(path: path)).url?.absoluteString == expected)
    }

    @Test("header values of every printable character, and non-ASCII text, arrive unchanged")
    func headerValues() async throws {
        let server = try server()
        let client = APIClient(baseURL: server.baseURL)
        // Leading and trailing whitespace is not part of a field value (RFC 9110 §5.5).
        let values = awkwardValues.filter { !$0.isEmpty && $0.trimmingCharacters(in: .whitespaces) == $0 }
        for value in values {
            try await client.send(Probe(headers: ["X-Kumiki-Value": value]))
        }
        let received = server.requests.map { $0.values(ofField: "x-kumiki-value") }
        #expect(received.map { $0.map { Array($0.utf8) } } == values.map { [Array($0.utf8)] })
    }

    @Test("a header value that would end the field (CR, LF, NUL) is an invalidRequest, never sent")
    func headerInjection() throws {
        let client = APIClient(baseURL: try #require(URL(string: "https://h.example")))
        for value in ["a\r\nX-Injected: 1", "a\nb", "a\0b"] {
            #expect(throws: NetworkError.self) { try client.makeRequest(for: Probe(headers: ["X-Kumiki": value])) }
        }
        #expect(throws: NetworkError.self) { try client.makeRequest(for: Probe(headers: ["Bad Name": "v"])) }
        let badDefault = APIClient(baseURL: URL(fileURLWithPath: "/"), defaultHeaders: ["X": "a\r\nb"])
        #expect(throws: NetworkError.self) { try badDefault.makeRequest(for: Probe()) }
    }

    @Test("an endpoint header wins over a default whose name differs only in case, on every request")
    func headerPrecedence() async throws {
        let server = try server()
        let client = APIClient(
            baseURL: server.baseURL,
            defaultHeaders: ["X-Kumiki-Probe": "from-client", "Accept-Language": "ja"],
            userAgent: "Default/1.0"
        )
        let endpoint = Probe(headers: ["x-kumiki-probe": "from-endpoint", "user-agent": "Endpoint/2.0"])
        for _ in 0..<12 {
            try await client.send(endpoint)
        }
        for request in server.requests {
            #expect(request.values(ofField: "X-Kumiki-Probe") == ["from-endpoint"])
            #expect(request.values(ofField: "User-Agent") == ["Endpoint/2.0"])
            #expect(request.values(ofField: "Accept-Language") == ["ja"])
        }
        #expect(server.requests.count == 12)
    }

    @Test("an endpoint's Content-Type in any case replaces the JSON default for a body")
    func contentTypePrecedence() async throws {
        let server = try server()
        let client = APIClient(baseURL: server.baseURL, defaultHeaders: ["content-type": "text/plain"])
        try await client.send(Probe(method: .post, headers: ["CONTENT-TYPE": "application/vnd.kumiki+json"], body: ["a": 1]))
        try await client.send(Probe(method: .post, body: ["a": 1]))
        let requests = server.requests
        try #require(requests.count == 2)
        #expect(requests[0].values(ofField: "Content-Type") == ["application/vnd.kumiki+json"])
        #expect(requests[1].values(ofField: "Content-Type") == ["text/plain"], "a default Content-Type is the client's choice")
        let plain = try APIClient(baseURL: server.baseURL).makeRequest(for: Probe(method: .post, body: ["a": 1]))
        #expect(plain.value(forHTTPHeaderField: "Content-Type") == "application/json")
    }

    @Test("default headers given in several spellings collapse to one, deterministically")
    func defaultHeaderSpellings() {
        for _ in 0..<20 {
            let client = APIClient(
                baseURL: URL(fileURLWithPath: "/"),
                defaultHeaders: ["accept": "a", "Accept": "b", "ACCEPT": "c", "USER-AGENT": "mine"]
            )
            #expect(client.defaultHeaders == ["accept": "a", "USER-AGENT": "mine"])
        }
    }

    @Test("HTTPHeaderFields compares names case-insensitively and iterates in a stable order")
    func headerFields() {
        var fields = HTTPHeaderFields(["B": "1", "a": "2"])
        fields["b"] = "3"
        #expect(fields["B"] == "3")
        #expect(fields.map(\.name) == ["a", "b"])
        #expect(fields.merging(HTTPHeaderFields(["A": "4"])).dictionary == ["A": "4", "b": "3"])
        fields["A"] = nil
        #expect(!fields.contains("a"))
    }
}
