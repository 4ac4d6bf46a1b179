import Foundation

/// One JSON-RPC 2.0 message as it arrives: a request (method and id), a notification (method,
/// no id) or a response (id with a result or an error).
public struct RPCMessage: Decodable, Sendable {
    /// The protocol version; must be `"2.0"`.
    public var jsonrpc: String?
    /// The request's or response's identifier.
    public var id: RequestID?
    /// The method, for a request or a notification.
    public var method: String?
    /// The method's parameters.
    public var params: JSONValue?
    /// A response's result.
    public var result: JSONValue?
    /// A response's error.
    public var error: RPCError?

    /// Whether this is a request, which must be answered.
    public var isRequest: Bool { method != nil && id != nil }

    /// The message in `data`, or the error to answer it with when it is not valid JSON-RPC.
    public static func decode(_ data: Data) -> Result<RPCMessage, RPCError> {
        let message: RPCMessage
        do {
            message = try JSONDecoder().decode(RPCMessage.self, from: data)
        } catch is DecodingError {
            // Valid JSON that is no message object (an array, a number) is an invalid request.
            if (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil {
                return .failure(RPCError(code: .invalidRequest, message: "the message is not a JSON-RPC object"))
            }
            return .failure(RPCError(code: .parseError, message: "the message is not valid JSON"))
        } catch {
            return .failure(RPCError(code: .parseError, message: "the message is not valid JSON"))
        }
        guard message.jsonrpc == "2.0" else {
            return .failure(RPCError(code: .invalidRequest, message: "jsonrpc must be \"2.0\""))
        }
        guard message.method != nil || message.id != nil else {
            return .failure(RPCError(code: .invalidRequest, message: "a message needs a method or an id"))
        }
        return .success(message)
    }

    /// The parameters decoded as `T`, or an `invalidParams` error naming the method.
    public func decodeParams<T: Decodable>(_ type: T.Type) throws(RPCError) -> T {
        guard let params else { throw RPCError(code: .invalidParams, message: "\(method ?? "the method") needs parameters") }
        do {
            return try params.decode(T.self)
        } catch {
            throw RPCError(code: .invalidParams, message: "the parameters of \(method ?? "the method") do not fit: \(error)")
        }
    }
}

/// A JSON-RPC error: a code from the protocol and a message.
public struct RPCError: Error, Codable, Hashable, Sendable {
    /// The codes JSON-RPC and LSP define.
    public enum Code: Int, Codable, Sendable {
        /// The message is not JSON.
        case parseError = -32700
        /// The JSON is not a valid request.
        case invalidRequest = -32600
        /// No such method.
        case methodNotFound = -32601
        /// The parameters do not fit the method.
        case invalidParams = -32602
        /// The server failed.
        case internalError = -32603
        /// A request arrived before `initialize`.
        case serverNotInitialized = -32002
        /// The client cancelled the request.
        case requestCancelled = -32800
    }

    /// The code, as a number (unknown codes from a client are kept).
    public var code: Int
    /// What went wrong.
    public var message: String

    /// An error with one of the protocol's codes.
    public init(code: Code, message: String) {
        self.code = code.rawValue
        self.message = message
    }
}
