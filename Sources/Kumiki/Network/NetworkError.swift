import Foundation

/// Why a request through an ``APIClientProtocol`` failed.
///
/// `notFound` is kept apart from other HTTP errors because a 404 often means
/// "not set" rather than "broken" (minne's free-shipping rewrite: a shop without free-shipping
/// settings answers 404), and callers should be able to match it on its own.
public enum NetworkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The connection failed or broke (refused, reset, closed mid-response, TLS).
    case transport(String)
    /// No response arrived within the request's timeout.
    case timeout
    /// The device is offline.
    case offline
    /// The request was cancelled, usually because its subscriber or task went away.
    case cancelled
    /// The server answered 404 Not Found.
    case notFound
    /// The server answered with a status the endpoint does not accept.
    case http(status: Int, body: Data)
    /// The response arrived but could not be decoded into the endpoint's `Success` type.
    case decoding(DecodingFailure)
    /// The request could not be built (bad URL, body that does not encode).
    case invalidRequest(String)

    /// A readable explanation, for logs and error reports.
    public var description: String {
        switch self {
        case .transport(let reason): return "The connection failed: \(reason)"
        case .timeout: return "The server did not answer in time."
        case .offline: return "The device is offline."
        case .cancelled: return "The request was cancelled."
        case .notFound: return "The server has no such resource (404)."
        case .http(let status, let body):
            let excerpt = String(decoding: body.prefix(200), as: UTF8.self)
            return "The server answered \(status)" + (excerpt.isEmpty ? "." : ": \(excerpt)")
        case .decoding(let failure): return "The response could not be decoded: \(failure)"
        case .invalidRequest(let reason): return "The request could not be built: \(reason)"
        }
    }

    /// The HTTP status, for `notFound` and `http`; `nil` when no response arrived.
    public var status: Int? {
        switch self {
        case .notFound: return 404
        case .http(let status, _): return status
        default: return nil
        }
    }
}

/// Where and why decoding a response failed, without keeping the non-Equatable `DecodingError`.
public struct DecodingFailure: Hashable, Sendable, CustomStringConvertible {
    /// The type that was being decoded.
    public let type: String
    /// The path to the failing value, e.g. `items[2].price`.
    public let codingPath: String
    /// What went wrong there.
    public let reason: String

    /// Creates a failure description.
    public init(type: String, codingPath: String, reason: String) {
        self.type = type
        self.codingPath = codingPath
        self.reason = reason
    }

    /// Describes a Swift `DecodingError` raised while decoding `type`.
    public init(_ error: any Error, decoding type: Any.Type) {
        self.type = String(describing: type)
        guard let error = error as? DecodingError else {
            codingPath = ""
            reason = String(describing: error)
            return
        }
        let (path, reason): ([any CodingKey], String)
        switch error {
        case .typeMismatch(let expected, let context):
            (path, reason) = (context.codingPath, "expected \(expected): \(context.debugDescription)")
        case .valueNotFound(let expected, let context):
            (path, reason) = (context.codingPath, "missing \(expected) value: \(context.debugDescription)")
        case .keyNotFound(let key, let context):
            (path, reason) = (context.codingPath + [key], "missing key: \(context.debugDescription)")
        case .dataCorrupted(let context):
            (path, reason) = (context.codingPath, context.debugDescription)
        @unknown default:
            (path, reason) = ([], String(describing: error))
        }
        codingPath = DecodingFailure.render(path)
        self.reason = reason
    }

    /// `Type at path: reason`.
    public var description: String {
        codingPath.isEmpty ? "\(type): \(reason)" : "\(type) at \(codingPath): \(reason)"
    }

    private static func render(_ path: [any CodingKey]) -> String {
        path.reduce(into: "") { text, key in
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
    }
}

/// A publisher of one endpoint's response: what Requesters return.
public typealias NetworkPublisher<Success> = AnyPublisher<Success, NetworkError>
