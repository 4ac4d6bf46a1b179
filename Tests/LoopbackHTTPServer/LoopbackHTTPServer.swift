import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for tests and benchmarks: each
/// request is answered by a closure, which can also misbehave on purpose
/// (truncate, hang up, answer late) to inject faults.
///
/// Written on plain POSIX sockets so that testing the URLSession client adds no
/// package to Kumiki's dependency graph. One connection per request
/// (`Connection: close`); it listens only on the loopback interface.
public final class LoopbackHTTPServer: @unchecked Sendable {
    /// A request as the handler sees it.
    public struct Request: Sendable {
        /// `GET`, `POST`, …
        public let method: String
        /// The path with its query, e.g. `/items?page=2`.
        public let target: String
        /// Header fields, with lowercased names; the last of repeated fields wins.
        public let headers: [String: String]
        /// Every header field line as sent, in order: names as spelled, values
        /// as raw bytes decoded as UTF-8, repeated fields kept.
        public let fields: [Field]
        /// The body, read by `Content-Length`.
        public let body: Data

        /// The path without the query.
        public var path: String { String(target.prefix { $0 != "?" }) }

        /// The query after `?`, still percent-encoded; `nil` without one.
        public var query: String? {
            guard let mark = target.firstIndex(of: "?") else { return nil }
            return String(target[target.index(after: mark)...])
        }

        /// The values of every field named `name` (in any case), in the order sent.
        public func values(ofField name: String) -> [String] {
            fields.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
        }
    }

    /// One header field line.
    public struct Field: Sendable, Equatable {
        /// The name as the client spelled it.
        public let name: String
        /// The value, without surrounding whitespace.
        public let value: String
    }

    /// How to answer a request.
    public indirect enum Reply: Sendable {
        /// A complete response.
        case response(status: Int, headers: [String: String] = [:], body: Data = Data())
        /// Headers promising `declaredLength` bytes, then only `body`, then the connection closes.
        case truncated(status: Int, declaredLength: Int, body: Data)
        /// The connection closes without any response.
        case hangUp
        /// `reply`, after waiting `seconds`.
        case delayed(TimeInterval, Reply)

        /// A JSON response from a string.
        public static func json(_ text: String, status: Int = 200, headers: [String: String] = [:]) -> Reply {
            .response(
                status: status,
                headers: headers.merging(["Content-Type": "application/json"]) { own, _ in own },
                body: Data(text.utf8)
            )
        }
    }

    /// The port the server listens on.
    public let port: UInt16
    private let listener: Int32
    private let handler: @Sendable (Request) -> Reply
    private let lock = NSLock()
    private var isStopped = false
    private var _requests: [Request] = []

    /// Starts listening on an ephemeral loopback port.
    public init(handler: @escaping @Sendable (Request) -> Reply) throws {
        self.handler = handler
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw ServerError.system("socket", errno) }
        var reuse: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 256) == 0 else {
            let code = errno
            close(fd)
            throw ServerError.system("bind/listen", code)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [weak self] in self?.acceptLoop() }
        thread.name = "LoopbackHTTPServer.accept"
        thread.start()
    }

    deinit {
        stop()
    }

    /// `http://127.0.0.1:<port>`.
    public var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
    }

    /// Every request received so far.
    public var requests: [Request] {
        lock.lock()
        defer { lock.unlock() }
        return _requests
    }

    /// Stops accepting connections.
    public func stop() {
        lock.lock()
        let wasStopped = isStopped
        isStopped = true
        lock.unlock()
        guard !wasStopped else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                lock.lock()
                let stopped = isStopped
                lock.unlock()
                if stopped || (errno != EINTR && errno != ECONNABORTED) { return }
                continue
            }
            var noSigPipe: Int32 = 1
            #if canImport(Darwin)
            setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &noSigPipe, socklen_t(MemoryLayout<Int32>.size))
            #else
            _ = noSigPipe
            #endif
            DispatchQueue.global().async { [weak self] in
                self?.serve(connection)
                close(connection)
            }
        }
    }

    private func serve(_ connection: Int32) {
        guard let request = readRequest(from: connection) else { return }
        lock.lock()
        _requests.append(request)
        lock.unlock()
        send(handler(request), to: connection)
    }

    private func send(_ reply: Reply, to connection: Int32) {
        switch reply {
        case .response(let status, let headers, let body):
            write(head(status: status, headers: headers, length: body.count) + body, to: connection)
        case .truncated(let status, let declaredLength, let body):
            write(head(status: status, headers: [:], length: declaredLength) + body, to: connection)
        case .hangUp:
            return
        case .delayed(let seconds, let reply):
            Thread.sleep(forTimeInterval: seconds)
            send(reply, to: connection)
        }
    }

    private func head(status: Int, headers: [String: String], length: Int) -> Data {
        var lines = ["HTTP/1.1 \(status) \(Self.reason(for: status))"]
        for (name, value) in headers where name.lowercased() != "content-length" {
            lines.append("\(name): \(value)")
        }
        lines.append("Content-Length: \(length)")
        lines.append("Connection: close")
        return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    private func readRequest(from connection: Int32) -> Request? {
        var buffer = Data()
        var chunk = [UInt8](repeating: 0, count: 16_384)
        let separator = Data("\r\n\r\n".utf8)
        var headerEnd: Range<Data.Index>?
        while headerEnd == nil {
            let count = recv(connection, &chunk, chunk.count, 0)
            guard count > 0 else { return nil }
            buffer.append(contentsOf: chunk[0..<count])
            headerEnd = buffer.range(of: separator)
            if buffer.count > 1_000_000 { return nil }
        }
        guard let headerEnd else { return nil }
        let headText = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
        var lines = headText.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        var fields: [Field] = []
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name.lowercased()] = value
            fields.append(Field(name: name, value: value))
        }
        var body = Data(buffer[headerEnd.upperBound...])
        let expected = Int(headers["content-length"] ?? "0") ?? 0
        while body.count < expected {
            let count = recv(connection, &chunk, chunk.count, 0)
            guard count > 0 else { break }
            body.append(contentsOf: chunk[0..<count])
        }
        return Request(
            method: String(requestLine[0]), target: String(requestLine[1]), headers: headers, fields: fields, body: body
        )
    }

    private func write(_ data: Data, to connection: Int32) {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count {
                #if canImport(Glibc)
                let sent = Glibc.send(connection, base + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                #else
                let sent = Darwin.send(connection, base + offset, raw.count - offset, 0)
                #endif
                if sent <= 0 { return }
                offset += sent
            }
        }
    }

    private static func reason(for status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 204: return "No Content"
        case 404: return "Not Found"
        case 500: return "Internal Server Error"
        case 503: return "Service Unavailable"
        default: return "Status"
        }
    }

    /// Why the server could not start.
    public enum ServerError: Error {
        /// A system call failed with `errno`.
        case system(String, Int32)
    }
}
