import Foundation
import Kumiki
import Testing

@Suite("RetryPolicy")
struct RetryPolicyTests {
    @Test("the default policy never retries")
    func noneByDefault() {
        #expect(!RetryPolicy.none.shouldRetry(.timeout, attempt: 0))
    }

    @Test("timeouts, transport failures and retryable statuses are retried; the rest are not", arguments: [
        (NetworkError.timeout, true), (.transport("reset"), true), (.http(status: 503, body: Data()), true),
        (.http(status: 429, body: Data()), true), (.http(status: 400, body: Data()), false), (.notFound, false),
        (.cancelled, false), (.offline, false), (.invalidRequest("x"), false),
        (.decoding(DecodingFailure(type: "T", codingPath: "", reason: "")), false),
    ])
    func retryableErrors(_ error: NetworkError, _ retried: Bool) {
        #expect(RetryPolicy(maxRetries: 1).shouldRetry(error, attempt: 0) == retried)
    }

    @Test("no retry beyond maxRetries")
    func limit() {
        let policy = RetryPolicy(maxRetries: 2)
        #expect(policy.shouldRetry(.timeout, attempt: 1))
        #expect(!policy.shouldRetry(.timeout, attempt: 2))
    }

    @Test("backoff doubles, is capped, and jitter only shortens it")
    func backoff() {
        let policy = RetryPolicy(maxRetries: 10, baseDelay: .milliseconds(100), maxDelay: .seconds(1), jitter: 0.5)
        #expect(policy.delay(forAttempt: 0, retryAfter: nil, random: 0) == .milliseconds(100))
        #expect(policy.delay(forAttempt: 2, retryAfter: nil, random: 0) == .milliseconds(400))
        #expect(policy.delay(forAttempt: 8, retryAfter: nil, random: 0) == .seconds(1))
        #expect(policy.delay(forAttempt: 2, retryAfter: nil, random: 1) == .milliseconds(200))
        #expect(policy.delay(forAttempt: 2, retryAfter: .seconds(5), random: 0.3) == .seconds(1), "Retry-After is capped too")
    }

    @Test("Retry-After reads delay-seconds and HTTP dates, and ignores garbage")
    func retryAfterHeader() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(RetryPolicy.retryAfter(header: "120") == .seconds(120))
        #expect(RetryPolicy.retryAfter(header: " 3 ") == .seconds(3))
        #expect(RetryPolicy.retryAfter(header: "Tue, 14 Nov 2023 22:13:50 GMT", now: now) == .milliseconds(30_000))
        #expect(RetryPolicy.retryAfter(header: "soon") == nil)
        #expect(RetryPolicy.retryAfter(header: nil) == nil)
        #expect(RetryPolicy.retryAfter(header: "-5") == .seconds(0))
    }
}

@Suite("NetworkError")
struct NetworkErrorTests {
    @Test("descriptions explain the failure and statuses are exposed")
    func descriptions() {
        #expect(NetworkError.notFound.description == "The server has no such resource (404).")
        #expect(NetworkError.http(status: 500, body: Data("boom".utf8)).description == "The server answered 500: boom")
        #expect(NetworkError.notFound.status == 404)
        #expect(NetworkError.timeout.status == nil)
        let failure = DecodingFailure(type: "Item", codingPath: "items[2].price", reason: "expected Int")
        #expect(NetworkError.decoding(failure).description
            == "The response could not be decoded: Item at items[2].price: expected Int")
    }

    @Test("a DecodingError becomes a failure with a readable coding path")
    func decodingPath() throws {
        struct Price: Decodable { let amount: Int }
        struct Page: Decodable { let items: [Price] }
        let json = Data(#"{"items": [{"amount": 1}, {"amount": "x"}]}"#.utf8)
        do {
            _ = try JSONDecoder().decode(Page.self, from: json)
            Issue.record("expected a decoding error")
        } catch {
            let failure = DecodingFailure(error, decoding: Page.self)
            #expect(failure.codingPath == "items[1].amount")
            #expect(failure.type == "Page")
        }
    }

    @Test("URL errors map to the matching network errors")
    func urlErrorMapping() {
        #expect(APIClientErrorMapping.map(URLError(.timedOut)) == .timeout)
        #expect(APIClientErrorMapping.map(URLError(.notConnectedToInternet)) == .offline)
        #expect(APIClientErrorMapping.map(URLError(.cancelled)) == .cancelled)
        #expect(APIClientErrorMapping.map(CancellationError()) == .cancelled)
    }
}
