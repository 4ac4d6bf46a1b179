import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The URLSession-backed ``APIClientProtocol``: builds requests from
/// endpoints, sends them, maps failures to ``NetworkError``, decodes off the
/// main thread, and retries when its ``RetryPolicy`` allows.
///
/// ```swift
/// let client = APIClient(baseURL: URL(string: "https://api.example.com")!,
///                        defaultHeaders: ["Accept-Language": "ja"],
///                        retryPolicy: RetryPolicy(maxRetries: 2))
/// let settings = try await client.send(GetShippingSettingsEndpoint(shopID: "42"))
/// ```
///
/// Every request carries a `User-Agent` (some public APIs answer 403
/// without one) unless the endpoint sets its own.
public final class APIClient: APIClientProtocol {
    /// Waits between retries; injected so tests do not sleep.
    public typealias Sleep = @Sendable (Duration) async throws -> Void

    /// The URL every endpoint path is resolved against.
    public let baseURL: URL
    /// Headers sent with every request, one entry per name (names compare
    /// case-insensitively); an endpoint's own headers win, whatever their case.
    public let defaultHeaders: [String: String]
    private let defaultHeaderFields: HTTPHeaderFields
    /// The timeout for endpoints that do not set their own, in seconds.
    public let timeout: TimeInterval
    /// When failed requests are repeated.
    public let retryPolicy: RetryPolicy

    private let session: URLSession
    private let sleep: Sleep
    private let random: @Sendable () -> Double
    /// Where failed requests are logged with their method and URL; the screen that shows the
    /// failure knows only its kind.
    private let logger: Logger?

    /// A dedicated ephemeral session with no `URLCache`: Repositories decide what is cached.
    ///
    /// The missing cache matters on Linux: FoundationNetworking looks a request up in the
    /// session's cache on a background queue before the request's protocol exists, and a
    /// cancel landing in that window reports its failure after the task has left the
    /// session's registry, which traps the process ("Trying to access a behaviour for a task
    /// that in not in the registry"). Cancelling is how a screen abandons a load it no
    /// longer needs, so the default session must be safe to cancel on.
    public static func makeDefaultSession() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return URLSession(configuration: configuration)
    }

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - baseURL: The URL endpoint paths are resolved against.
    ///   - session: The session to send with; ``APIClient/makeDefaultSession()`` by default.
    ///     On Linux, give a session without a `URLCache` (see that method) if requests are ever cancelled.
    ///   - defaultHeaders: Headers for every request.
    ///   - userAgent: The `User-Agent` header; `Kumiki/<version>` with the app's name by default.
    ///   - timeout: Seconds to wait for a response when the endpoint sets no timeout.
    ///   - retryPolicy: When to repeat failed requests; never by default.
    ///   - sleep: How to wait between retries; `Task.sleep` by default.
    ///   - random: A source of numbers in 0..<1 for retry jitter.
    ///   - logger: Where each request that finally fails is logged (method, URL, attempts and
    ///     the error, at warning level; cancellations are not failures); none by default.
    public init(
        baseURL: URL,
        session: URLSession = APIClient.makeDefaultSession(),
        defaultHeaders: [String: String] = [:],
        userAgent: String = APIClient.defaultUserAgent,
        timeout: TimeInterval = 30,
        retryPolicy: RetryPolicy = .none,
        sleep: @escaping Sleep = { try await Task.sleep(for: $0) },
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
        logger: Logger? = nil
    ) {
        self.baseURL = baseURL
        self.session = session
        var headers = HTTPHeaderFields(defaultHeaders)
        if !headers.contains("User-Agent") {
            headers["User-Agent"] = userAgent
        }
        defaultHeaderFields = headers
        self.defaultHeaders = headers.dictionary
        self.timeout = timeout
        self.retryPolicy = retryPolicy
        self.sleep = sleep
        self.random = random
        self.logger = logger
    }

    /// `Kumiki/1.0 (<process name>)`.
    public static var defaultUserAgent: String {
        "Kumiki/1.0 (\(ProcessInfo.processInfo.processName))"
    }

    /// Sends `endpoint`, retrying as the policy allows, and decodes the response.
    public func send<E: Endpoint>(_ endpoint: E) async throws(NetworkError) -> E.Success {
        let request = try makeRequest(for: endpoint)
        var attempt = 0
        while true {
            do throws(AttemptFailure) {
                return try await sendOnce(request, endpoint: endpoint)
            } catch {
                guard endpoint.isRetryable, retryPolicy.shouldRetry(error.error, attempt: attempt) else {
                    log(error.error, request: request, attempts: attempt + 1)
                    throw error.error
                }
                let delay = retryPolicy.delay(forAttempt: attempt, retryAfter: error.retryAfter, random: random())
                do {
                    try await sleep(delay)
                } catch {
                    throw NetworkError.cancelled
                }
                attempt += 1
            }
        }
    }

    private func log(_ error: NetworkError, request: URLRequest, attempts: Int) {
        guard let logger, error != .cancelled else { return }
        let method = request.httpMethod ?? "GET"
        let url = request.url?.absoluteString ?? "?"
        logger.warning(
            "\(method) \(url) failed: \(error)",
            metadata: ["method": "\(method)", "url": "\(url)", "attempts": "\(attempts)", "status": "\(error.status.map(String.init) ?? "-")"])
    }

    /// Builds the `URLRequest` for `endpoint`; exposed for tests and for code that signs requests.
    public func makeRequest<E: Endpoint>(for endpoint: E) throws(NetworkError) -> URLRequest {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else {
            throw .invalidRequest("base URL \(baseURL) cannot be split into components")
        }
        // Work on the encoded forms throughout: the base URL's own escapes stay
        // as they are, and the endpoint's parts are encoded exactly once.
        let basePath = components.percentEncodedPath.hasSuffix("/")
            ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath
        let path = endpoint.path.hasPrefix("/") ? endpoint.path : "/" + endpoint.path
        components.percentEncodedPath = basePath + PercentEncoding.path(path)
        let endpointQuery = endpoint.queryItems.map { item in
            PercentEncoding.queryComponent(item.name)
                + (item.value.map { "=" + PercentEncoding.queryComponent($0) } ?? "")
        }
        let query = [components.percentEncodedQuery].compactMap { $0 }.filter { !$0.isEmpty } + endpointQuery
        components.percentEncodedQuery = query.isEmpty ? nil : query.joined(separator: "&")
        guard let url = components.url else {
            throw .invalidRequest("path \(endpoint.path) does not form a URL with \(baseURL)")
        }
        var request = URLRequest(url: url, timeoutInterval: endpoint.timeout ?? timeout)
        request.httpMethod = endpoint.method.rawValue
        let headers = defaultHeaderFields.merging(HTTPHeaderFields(endpoint.headers))
        if let invalid = headers.firstInvalidField {
            throw .invalidRequest("the header \(invalid.name.debugDescription) cannot be sent: its name is not a token or its value holds CR, LF or NUL")
        }
        for field in headers {
            request.setValue(field.value, forHTTPHeaderField: field.name)
        }
        if let body = endpoint.body {
            do {
                request.httpBody = try endpoint.encoder.encode(body)
            } catch {
                throw .invalidRequest("the body does not encode: \(error)")
            }
            if !headers.contains("Content-Type") {
                request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            }
        }
        return request
    }

    /// One attempt, with what a retry needs to know about its failure.
    private struct AttemptFailure: Error {
        let error: NetworkError
        let retryAfter: Duration?
    }

    private func sendOnce<E: Endpoint>(_ request: URLRequest, endpoint: E) async throws(AttemptFailure) -> E.Success {
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await Self.withDeadline(seconds: request.timeoutInterval) { [session] in
                try await session.cancellableData(for: request)
            }
        } catch {
            throw AttemptFailure(error: APIClientErrorMapping.map(error), retryAfter: nil)
        }
        if Task.isCancelled {
            throw AttemptFailure(error: .cancelled, retryAfter: nil)
        }
        guard let http = response as? HTTPURLResponse else {
            throw AttemptFailure(error: .transport("the response is not HTTP"), retryAfter: nil)
        }
        guard endpoint.acceptableStatusCodes.contains(http.statusCode) else {
            let retryAfter = RetryPolicy.retryAfter(header: http.value(forHTTPHeaderField: "Retry-After"))
            let error: NetworkError = http.statusCode == 404 ? .notFound : .http(status: http.statusCode, body: data)
            throw AttemptFailure(error: error, retryAfter: retryAfter)
        }
        do {
            return try endpoint.decode(data, response: http)
        } catch {
            throw AttemptFailure(error: .decoding(DecodingFailure(error, decoding: E.Success.self)), retryAfter: nil)
        }
    }

    /// Runs `operation`, failing with `URLError(.timedOut)` if it has not finished after `seconds`.
    ///
    /// `URLRequest.timeoutInterval` is an idle timeout on Apple platforms and is
    /// not enforced by FoundationNetworking on Linux; this deadline bounds the
    /// whole exchange on both, and cancelling the loser cancels the request.
    static func withDeadline<T: Sendable>(
        seconds: TimeInterval,
        _ operation: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        try await withThrowingTaskGroup(of: T.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                try await Task.sleep(for: .milliseconds(Int(seconds * 1_000)))
                throw URLError(.timedOut)
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw URLError(.unknown) }
            return first
        }
    }
}
