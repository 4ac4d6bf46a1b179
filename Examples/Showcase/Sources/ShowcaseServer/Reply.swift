import Foundation
import Hummingbird
import NIOCore

/// What a route answers, before faults are applied: a status and a body.
struct Reply: Sendable {
    var status: HTTPResponse.Status
    var body: Data
    var contentType: String

    /// A JSON body encoded with the backend's snake_case conventions.
    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Reply {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("null".utf8)
        return Reply(status: status, body: data, contentType: "application/json; charset=utf-8")
    }

    /// A JSON body built from plain values (the Narou API's shapes mix types in one array).
    static func jsonObject(_ value: Any, status: HTTPResponse.Status = .ok) -> Reply {
        let data = (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data("null".utf8)
        return Reply(status: status, body: data, contentType: "application/json; charset=utf-8")
    }

    /// An error as the minne-, Sync- and NewsPicks-like APIs write it: `{"message": "…"}`.
    static func message(_ text: String, status: HTTPResponse.Status) -> Reply {
        json(["message": text], status: status)
    }

    /// A plain-text body, as the Narou API writes its errors (`Error: …`).
    static func text(_ text: String, status: HTTPResponse.Status) -> Reply {
        Reply(status: status, body: Data(text.utf8), contentType: "text/plain; charset=utf-8")
    }

    /// An empty success.
    static var noContent: Reply {
        Reply(status: .noContent, body: Data(), contentType: "text/plain")
    }
}

/// Why a request ended without a proper response, on purpose.
enum InjectedFailure: Error {
    /// A fault closed the connection.
    case connectionDropped
}

/// Answers a request through `build`, applying the fault set for its route, if any.
///
/// Faults are applied here rather than in a middleware because damaging a body
/// needs the body's bytes, which a route hands over as a ``Reply``.
func serve(
    _ request: Request,
    _ context: ShowcaseRequestContext,
    faults: FaultSwitchboard,
    _ build: () async throws -> Reply
) async throws -> Response {
    let fault = faults.take(method: request.method.rawValue, path: request.uri.path)
    if let latency = fault?.latency {
        try await Task.sleep(for: latency)
    }
    if fault?.dropsConnection == true {
        try? await context.channel.close()
        throw InjectedFailure.connectionDropped
    }
    if let status = fault?.status {
        return response(for: .message("injected failure: \(status)", status: HTTPResponse.Status(code: status)))
    }
    let reply = try await build()
    switch fault?.body {
    case nil:
        return response(for: reply)
    case .malformed:
        var damaged = reply
        damaged.body = Data(#"{"injected": "malformed", "items": [{"id": 1, "name": "#.utf8)
        damaged.contentType = "application/json; charset=utf-8"
        return response(for: damaged)
    case .truncated:
        let full = ByteBuffer(bytes: reply.body)
        let half = full.getSlice(at: 0, length: full.readableBytes / 2) ?? ByteBuffer()
        let channel = context.channel
        var headers = HTTPFields()
        headers[.contentType] = reply.contentType
        // The headers promise the whole body; half arrives, then the connection closes.
        return Response(status: reply.status, headers: headers, body: ResponseBody(contentLength: max(full.readableBytes, 1)) { writer in
            try await writer.write(half)
            try? await channel.close()
            throw InjectedFailure.connectionDropped
        })
    }
}

private func response(for reply: Reply) -> Response {
    var headers = HTTPFields()
    headers[.contentType] = reply.contentType
    return Response(status: reply.status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: reply.body)))
}
