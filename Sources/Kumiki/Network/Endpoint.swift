import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One REST endpoint: where it is, what to send, and how to read the answer.
///
/// Write one small struct per endpoint; everything else has a default:
///
/// ```swift
/// struct GetShippingSettingsEndpoint: Endpoint {
///     typealias Success = ShippingSettings
///     let shopID: String
///     var path: String { "/shops/\(shopID)/shipping" }
///     var decoder: JSONDecoder { .snakeCase }
/// }
///
/// struct UpdateShippingSettingsEndpoint: Endpoint {
///     typealias Success = Void
///     let shopID: String
///     let settings: ShippingSettings
///     var method: HTTPMethod { .put }
///     var path: String { "/shops/\(shopID)/shipping" }
///     var body: (any Encodable & Sendable)? { settings }
/// }
/// ```
public protocol Endpoint: Sendable {
    /// What a successful response decodes to.
    associatedtype Success

    /// The request method; `GET` by default.
    var method: HTTPMethod { get }
    /// The path below the client's base URL, e.g. `/shops/42/shipping`, as written in a URL:
    /// `%XX` escapes are kept and other characters a path cannot hold are encoded. Build
    /// segments from data with ``PercentEncoding/pathSegment(_:)``.
    var path: String { get }
    /// Query items appended to the URL, every name and value fully percent-encoded
    /// (`+` included); none by default.
    var queryItems: [URLQueryItem] { get }
    /// Headers for this endpoint; they override the client's defaults whatever the case
    /// of their names. None by default.
    var headers: [String: String] { get }
    /// A body to encode as JSON with ``encoder``; none by default.
    var body: (any Encodable & Sendable)? { get }
    /// The encoder for ``body``; a plain `JSONEncoder` by default.
    var encoder: JSONEncoder { get }
    /// The decoder for a `Decodable` response; a plain `JSONDecoder` by default.
    /// Return `.snakeCase` (or your own) for APIs that use other conventions.
    var decoder: JSONDecoder { get }
    /// The status codes that count as success; `200..<300` by default.
    var acceptableStatusCodes: Range<Int> { get }
    /// A timeout for this endpoint only, in seconds; the client's by default.
    var timeout: TimeInterval? { get }
    /// Whether a retry policy may repeat this request; the method's idempotency by default.
    var isRetryable: Bool { get }

    /// Reads a successful response.
    func decode(_ data: Data, response: HTTPURLResponse) throws -> Success
}

extension Endpoint {
    /// `GET`.
    public var method: HTTPMethod { .get }
    /// No query items.
    public var queryItems: [URLQueryItem] { [] }
    /// No extra headers.
    public var headers: [String: String] { [:] }
    /// No body.
    public var body: (any Encodable & Sendable)? { nil }
    /// A plain `JSONEncoder`.
    public var encoder: JSONEncoder { JSONEncoder() }
    /// A plain `JSONDecoder`.
    public var decoder: JSONDecoder { JSONDecoder() }
    /// `200..<300`.
    public var acceptableStatusCodes: Range<Int> { 200..<300 }
    /// The client's timeout.
    public var timeout: TimeInterval? { nil }
    /// Only idempotent methods are retried.
    public var isRetryable: Bool { method.isIdempotent }
}

extension Endpoint where Success: Decodable {
    /// Decodes the body as JSON with ``decoder``.
    public func decode(_ data: Data, response: HTTPURLResponse) throws -> Success {
        try decoder.decode(Success.self, from: data)
    }
}

extension Endpoint where Success == Void {
    /// Ignores the body: for endpoints whose success carries no content.
    public func decode(_ data: Data, response: HTTPURLResponse) throws {}
}

extension Endpoint where Success == Data {
    /// Returns the raw body: for files, images and formats decoded elsewhere.
    public func decode(_ data: Data, response: HTTPURLResponse) throws -> Data { data }
}

extension JSONDecoder {
    /// A decoder that maps `snake_case` keys to `camelCase` properties.
    public static var snakeCase: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }
}

extension JSONEncoder {
    /// An encoder that writes `camelCase` properties as `snake_case` keys.
    public static var snakeCase: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return encoder
    }
}
