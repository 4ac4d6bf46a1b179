import Foundation

/// Writes Language Server Protocol messages: the `Content-Length` header, a blank line, the
/// JSON. Thread-safe, so a message is never interleaved with another.
public final class MessageWriter: @unchecked Sendable {
    private let lock = NSLock()
    private let write: (Data) -> Void
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// Writes through `write`, which receives each framed message whole.
    public init(write: @escaping (Data) -> Void) {
        self.write = write
    }

    /// Writes to standard output.
    public static func standardOutput() -> MessageWriter {
        MessageWriter { data in FileHandle.standardOutput.write(data) }
    }

    /// Sends the response to request `id`: its result.
    public func respond<Result: Encodable>(to id: RequestID?, result: Result) {
        send(Response(id: id, result: result, error: nil))
    }

    /// Sends the error answering request `id` (`nil` when the request's id could not be read).
    public func respond(to id: RequestID?, error: RPCError) {
        send(Response<JSONValue>(id: id, result: nil, error: error))
    }

    /// Sends a notification.
    public func notify<Params: Encodable>(_ method: String, params: Params) {
        send(Notification(method: method, params: params))
    }

    /// Sends a request to the client.
    public func request<Params: Encodable>(_ method: String, id: RequestID, params: Params) {
        send(Request(id: id, method: method, params: params))
    }

    private func send<Message: Encodable>(_ message: Message) {
        guard let body = try? encoder.encode(message) else { return }
        var framed = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        framed.append(body)
        lock.lock()
        defer { lock.unlock() }
        write(framed)
    }

    private struct Response<Result: Encodable>: Encodable {
        let jsonrpc = "2.0"
        let id: RequestID?
        let result: Result?
        let error: RPCError?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(jsonrpc, forKey: .jsonrpc)
            // A response carries `id` (null when unknown), and exactly one of result and error.
            try container.encode(id, forKey: .id)
            if let error {
                try container.encode(error, forKey: .error)
            } else if let result {
                try container.encode(result, forKey: .result)
            } else {
                try container.encodeNil(forKey: .result)
            }
        }

        enum CodingKeys: String, CodingKey { case jsonrpc, id, result, error }
    }

    private struct Notification<Params: Encodable>: Encodable {
        let jsonrpc = "2.0"
        let method: String
        let params: Params
    }

    private struct Request<Params: Encodable>: Encodable {
        let jsonrpc = "2.0"
        let id: RequestID
        let method: String
        let params: Params
    }
}
