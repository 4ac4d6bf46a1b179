import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Kumiki
import KumikiTesting
import LoopbackHTTPServer
import Testing

private struct Item: Codable, Equatable, Sendable {
    let id: Int
    let displayName: String
}

private struct GetItem: Endpoint {
    typealias Success = Item
    var path: String
    var timeout: TimeInterval?
    var decoder: JSONDecoder { .snakeCase }
}

private struct CreateItem: Endpoint {
    typealias Success = Void
    let item: Item
    var method: HTTPMethod { .post }
    var path: String { "/items" }
    var body: (any Encodable & Sendable)? { item }
    var encoder: JSONEncoder { .snakeCase }
    var headers: [String: String] { ["X-Request-ID": "abc"] }
}

private struct ReadText: Endpoint {
    typealias Success = Data
    var path: String
    var queryItems: [URLQueryItem] { [URLQueryItem(name: "q", value: "組木 & co")] }
}

/// A logger whose messages are kept, to see what was logged.
private final class CapturedLog: @unchecked Sendable {
    struct Entry {
        let level: Logger.Level
        let message: String
        let metadata: [String: String]
    }

    @Locked private(set) var entries: [Entry] = []

    var logger: Logger {
        Logger(label: "test") { _ in Handler(log: self) }
    }

    func append(_ entry: Entry) {
        $entries.withLock { $0.append(entry) }
    }

    struct Handler: LogHandler {
        let log: CapturedLog
        var logLevel: Logger.Level = .trace
        var metadata: Logger.Metadata = [:]

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            log.append(Entry(
                level: event.level, message: "\(event.message)",
                metadata: (event.metadata ?? [:]).mapValues { "\($0)" }))
        }
    }
}

/// Records the delays a client asked to sleep, without sleeping.
private final class SleepRecorder: @unchecked Sendable {
    @Locked private(set) var delays: [Duration] = []

    func sleep(_ delay: Duration) async throws {
        $delays.withLock { $0.append(delay) }
    }
}

/// Answers from a script of replies, one per request, the last one repeating.
private final class Script: @unchecked Sendable {
    private let replies: Locked<[LoopbackHTTPServer.Reply]>

    init(_ replies: [LoopbackHTTPServer.Reply]) {
        self.replies = Locked(replies)
    }

    func next() -> LoopbackHTTPServer.Reply {
        replies.withLock { replies in replies.count > 1 ? replies.removeFirst() : replies[0] }
    }
}

@Suite("APIClient against a loopback server", .serialized)
struct APIClientTests {
    private let itemJSON = #"{"id": 7, "display_name": "Kumiki"}"#

    private func client(
        _ server: LoopbackHTTPServer,
        retry: RetryPolicy = .none,
        sleeper: SleepRecorder = SleepRecorder(),
        timeout: TimeInterval = 5
    ) -> APIClient {
        APIClient(
            baseURL: server.baseURL.appendingPathComponent("v1"),
            defaultHeaders: ["Accept-Language": "ja"],
            timeout: timeout,
            retryPolicy: retry,
            sleep: { try await sleeper.sleep($0) },
            random: { 0 }
        )
    }

    @Test("a GET decodes the body with the endpoint's decoder and sends the default headers")
    func decodesResponse() async throws {
        let server = try LoopbackHTTPServer { [itemJSON] _ in .json(itemJSON) }
        let item = try await client(server).send(GetItem(path: "/items/7"))
        #expect(item == Item(id: 7, displayName: "Kumiki"))
        let request = try #require(server.requests.first)
        #expect(request.method == "GET")
        #expect(request.target == "/v1/items/7")
        #expect(request.headers["accept-language"] == "ja")
        #expect(request.headers["user-agent"]?.hasPrefix("Kumiki/") == true)
    }

    @Test("a POST encodes its body as JSON with the endpoint's encoder and headers")
    func encodesBody() async throws {
        let server = try LoopbackHTTPServer { _ in .response(status: 201) }
        try await client(server).send(CreateItem(item: Item(id: 1, displayName: "Kigumi")))
        let request = try #require(server.requests.first)
        #expect(request.method == "POST")
        #expect(request.headers["content-type"] == "application/json")
        #expect(request.headers["x-request-id"] == "abc")
        let sent = try JSONSerialization.jsonObject(with: request.body) as? [String: Any]
        #expect(sent?["display_name"] as? String == "Kigumi")
    }

    @Test("query items are percent-encoded")
    func queryItems() async throws {
        let server = try LoopbackHTTPServer { _ in .response(status: 200, body: Data("ok".utf8)) }
        let data = try await client(server).send(ReadText(path: "search"))
        #expect(String(decoding: data, as: UTF8.self) == "ok")
        let target = try #require(server.requests.first?.target)
        #expect(target.hasPrefix("/v1/search?q="))
        #expect(URLComponents(string: target)?.queryItems?.first?.value == "組木 & co")
    }

    @Test("404 is notFound, distinct from other HTTP errors")
    func notFound() async throws {
        let server = try LoopbackHTTPServer { _ in .json(#"{"error":"no settings"}"#, status: 404) }
        await #expect(throws: NetworkError.notFound) { try await client(server).send(GetItem(path: "/x")) }
    }

    @Test("500 is an http error carrying the status and the body")
    func serverError() async throws {
        let server = try LoopbackHTTPServer { _ in .response(status: 500, body: Data("boom".utf8)) }
        await #expect(throws: NetworkError.http(status: 500, body: Data("boom".utf8))) {
            try await client(server).send(GetItem(path: "/x"))
        }
    }

    @Test("a request that finally fails is logged with its method, URL, status and attempts; a success is not")
    func logsFailures() async throws {
        let server = try LoopbackHTTPServer { request in
            request.path.hasSuffix("/ok") ? .json(#"{"id": 1, "display_name": "a"}"#) : .response(status: 503, body: Data("busy".utf8))
        }
        let log = CapturedLog()
        let client = APIClient(
            baseURL: server.baseURL, retryPolicy: RetryPolicy(maxRetries: 1), sleep: { _ in }, random: { 0 }, logger: log.logger)
        _ = try await client.send(GetItem(path: "/ok"))
        await #expect(throws: NetworkError.self) { try await client.send(GetItem(path: "/busy")) }
        let entries = log.entries
        #expect(entries.count == 1)
        #expect(entries.first?.level == .warning)
        #expect(entries.first?.message.hasPrefix("GET \(server.baseURL.absoluteString)/busy failed") == true)
        #expect(entries.first?.metadata["status"] == "503")
        #expect(entries.first?.metadata["attempts"] == "2")
    }

    @Test("503 with Retry-After is retried after the delay the server asked for")
    func retryAfter() async throws {
        let script = Script([
            .response(status: 503, headers: ["Retry-After": "2"]),
            .json(#"{"id": 1, "display_name": "ok"}"#),
        ])
        let server = try LoopbackHTTPServer { _ in script.next() }
        let sleeper = SleepRecorder()
        let item = try await client(server, retry: RetryPolicy(maxRetries: 2), sleeper: sleeper).send(GetItem(path: "/x"))
        #expect(item.id == 1)
        #expect(sleeper.delays == [.seconds(2)])
        #expect(server.requests.count == 2)
    }

    @Test("retries back off exponentially and stop after maxRetries")
    func exponentialBackoff() async throws {
        let server = try LoopbackHTTPServer { _ in .response(status: 500) }
        let sleeper = SleepRecorder()
        let policy = RetryPolicy(maxRetries: 3, baseDelay: .milliseconds(100), jitter: 0)
        await #expect(throws: NetworkError.http(status: 500, body: Data())) {
            try await client(server, retry: policy, sleeper: sleeper).send(GetItem(path: "/x"))
        }
        #expect(sleeper.delays == [.milliseconds(100), .milliseconds(200), .milliseconds(400)])
        #expect(server.requests.count == 4)
    }

    @Test("a non-idempotent POST is never retried")
    func postNotRetried() async throws {
        let server = try LoopbackHTTPServer { _ in .response(status: 503) }
        await #expect(throws: NetworkError.self) {
            try await client(server, retry: RetryPolicy(maxRetries: 3)).send(CreateItem(item: Item(id: 1, displayName: "x")))
        }
        #expect(server.requests.count == 1)
    }

    @Test("malformed JSON is a decoding error naming the type and the coding path")
    func malformedJSON() async throws {
        let server = try LoopbackHTTPServer { _ in .json(#"{"id": "seven", "display_name": "x"}"#) }
        do {
            _ = try await client(server).send(GetItem(path: "/x"))
            Issue.record("expected a decoding error")
        } catch {
            guard case .decoding(let failure) = error else {
                Issue.record("expected .decoding, got \(error)")
                return
            }
            #expect(failure.type == "Item")
            #expect(failure.codingPath == "id")
        }
        let notJSON = try LoopbackHTTPServer { _ in .json("<html>") }
        await #expect(throws: NetworkError.self) { try await client(notJSON).send(GetItem(path: "/x")) }
    }

    @Test("a truncated body is a transport error, not a crash or a partial value")
    func truncatedBody() async throws {
        let server = try LoopbackHTTPServer { _ in .truncated(status: 200, declaredLength: 500, body: Data(#"{"id": 7,"#.utf8)) }
        do {
            _ = try await client(server).send(GetItem(path: "/x"))
            Issue.record("expected an error")
        } catch {
            #expect(error.isTransportOrDecoding, "got \(error)")
        }
    }

    @Test("a connection closed before any response is a transport error")
    func hangUp() async throws {
        let server = try LoopbackHTTPServer { _ in .hangUp }
        do {
            _ = try await client(server).send(GetItem(path: "/x"))
            Issue.record("expected an error")
        } catch {
            guard case .transport = error else {
                Issue.record("expected .transport, got \(error)")
                return
            }
        }
    }

    @Test("a response slower than the endpoint's timeout is a timeout")
    func timeout() async throws {
        let server = try LoopbackHTTPServer { [itemJSON] _ in .delayed(2, .json(itemJSON)) }
        let start = ContinuousClock.now
        await #expect(throws: NetworkError.timeout) {
            try await client(server).send(GetItem(path: "/x", timeout: 0.3))
        }
        #expect(ContinuousClock.now - start < .seconds(1.8))
    }

    @Test("100 concurrent requests all succeed")
    func concurrentRequests() async throws {
        let server = try LoopbackHTTPServer { request in
            .json(#"{"id": \#(request.path.split(separator: "/").last ?? "0"), "display_name": "n"}"#)
        }
        let client = client(server)
        let ids = try await withThrowingTaskGroup(of: Int.self) { group in
            for id in 1...100 {
                group.addTask { try await client.send(GetItem(path: "/items/\(id)")).id }
            }
            return try await group.reduce(into: Set<Int>()) { $0.insert($1) }
        }
        #expect(ids == Set(1...100))
    }

    @Test("cancelling the task mid-flight cancels the request")
    func cancellationMidFlight() async throws {
        let server = try LoopbackHTTPServer { [itemJSON] _ in .delayed(2, .json(itemJSON)) }
        let client = client(server)
        let task = Task { try await client.send(GetItem(path: "/x")) }
        try await Task.sleep(for: .milliseconds(200))
        let start = ContinuousClock.now
        task.cancel()
        let result = await task.result
        #expect(ContinuousClock.now - start < .seconds(1.5))
        #expect(throws: NetworkError.cancelled) { try result.get() }
    }

    @Test("the publisher face emits once, and cancelling the subscriber cancels the request")
    func publisherFace() async throws {
        let server = try LoopbackHTTPServer { [itemJSON] request in
            request.path.hasSuffix("slow") ? .delayed(2, .json(itemJSON)) : .json(itemJSON)
        }
        let client = client(server)
        let item = try await client.request(GetItem(path: "/fast")).values.first { _ in true }
        #expect(item?.id == 7)

        let recorder = client.request(GetItem(path: "/slow")).record()
        try await Task.sleep(for: .milliseconds(200))
        recorder.cancel()
        try await Task.sleep(for: .milliseconds(2_200))
        #expect(try recorder.availableElements.get().isEmpty, "a cancelled subscriber receives nothing")
        #expect(throws: RecordingError.notCompleted) { try recorder.completion.get() }
    }

    @Test("the default session has no URLCache, so cancelling a request can never trap FoundationNetworking")
    func defaultSessionHasNoCache() {
        let session = APIClient.makeDefaultSession()
        #expect(session.configuration.urlCache == nil)
        #expect(session.configuration.requestCachePolicy == .reloadIgnoringLocalCacheData)
    }

    @Test("no request leaves the loopback interface")
    func loopbackOnly() throws {
        let server = try LoopbackHTTPServer { _ in .hangUp }
        #expect(server.baseURL.host == "127.0.0.1")
    }
}

extension NetworkError {
    fileprivate var isTransportOrDecoding: Bool {
        switch self {
        case .transport, .decoding: return true
        default: return false
        }
    }
}
