import Foundation
import Testing

/// `showcase-server` as any HTTP client meets it: HTTP/1.0 clients get an HTTP/1.0 answer and a
/// closed connection unless they ask to keep it, HTTP/1.1 clients keep theirs (RFC 9112 §9.3).
@Suite("showcase-server connections", .serialized)
struct ServerConnectionTests {
    private static let products = "GET /minne/products HTTP/1.0\r\nHost: 127.0.0.1\r\n"

    @Test("an HTTP/1.0 request gets an HTTP/1.0 response and a closed connection within a second")
    func http10ClosesAfterTheResponse() async throws {
        let server = try await Self.startServer()
        defer { server.kill() }
        let connection = try RawHTTPConnection(port: server.port)
        connection.send(Self.products + "\r\n")
        let reply = connection.read(timeout: 1)
        #expect(reply.text.hasPrefix("HTTP/1.0 200 OK\r\n"))
        #expect(reply.text.lowercased().contains("connection: close\r\n"))
        #expect(reply.text.contains("\"products\""))
        #expect(reply.closedByServer)
    }

    @Test("an HTTP/1.0 request with Connection: keep-alive keeps the connection for the next request")
    func http10KeepAliveIsHonoured() async throws {
        let server = try await Self.startServer()
        defer { server.kill() }
        let connection = try RawHTTPConnection(port: server.port)
        let request = Self.products + "Connection: keep-alive\r\n\r\n"
        connection.send(request)
        let first = connection.read(timeout: 2) { Self.isComplete($0, responses: 1) }
        #expect(first.text.hasPrefix("HTTP/1.0 200 OK\r\n"))
        #expect(first.text.lowercased().contains("connection: keep-alive\r\n"))
        #expect(!first.closedByServer)
        connection.send(request)
        let second = connection.read(timeout: 2) { Self.isComplete($0, responses: 1) }
        #expect(second.text.hasPrefix("HTTP/1.0 200 OK\r\n"))
    }

    @Test("HTTP/1.1 keeps the connection open by default and closes it on Connection: close")
    func http11Persistence() async throws {
        let server = try await Self.startServer()
        defer { server.kill() }
        let connection = try RawHTTPConnection(port: server.port)
        connection.send("GET /minne/products HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        let first = connection.read(timeout: 2) { Self.isComplete($0, responses: 1) }
        #expect(first.text.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(!first.closedByServer)
        connection.send("GET /minne/products HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        let second = connection.read(timeout: 1)
        #expect(second.text.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(second.closedByServer)
    }

    /// Whether `text` holds `responses` complete responses, each framed by its Content-Length.
    private static func isComplete(_ text: String, responses: Int) -> Bool {
        var rest = Substring(text)
        for _ in 0..<responses {
            guard let headEnd = rest.range(of: "\r\n\r\n") else { return false }
            let head = rest[..<headEnd.lowerBound].lowercased()
            guard let line = head.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
                  let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
            else { return false }
            let body = rest[headEnd.upperBound...]
            guard body.utf8.count >= length else { return false }
            rest = Substring(String(decoding: Array(body.utf8).dropFirst(length), as: UTF8.self))
        }
        return true
    }

    /// Starts the real `showcase-server` on a free port and waits for its address.
    private static func startServer() async throws -> ListeningServer {
        let process = try RunningShowcase(
            ["--port", "0"], input: "", closesInput: false, executable: ShowcaseProcess.executable(named: "showcase-server")
        )
        let announced = await process.wait(upTo: 30) { $0.printed.contains("listening on http://") }
        guard announced,
              let line = process.printed.split(separator: "\n").first(where: { $0.contains("listening on http://") }),
              let url = URL(string: String(line.split(separator: " ").last ?? "")),
              let port = url.port.flatMap(UInt16.init(exactly:))
        else {
            process.kill()
            throw ServerDidNotStart(printed: process.printed)
        }
        return ListeningServer(process: process, port: port)
    }
}

/// A running backend and the port it announced.
private struct ListeningServer {
    let process: RunningShowcase
    let port: UInt16

    func kill() {
        process.kill()
    }
}

/// `showcase-server` exited or never printed its address.
private struct ServerDidNotStart: Error, CustomStringConvertible {
    let printed: String
    var description: String { "showcase-server did not announce its address; it printed: \(printed)" }
}
