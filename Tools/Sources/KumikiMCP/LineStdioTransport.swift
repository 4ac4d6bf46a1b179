import Foundation
import KumikiSourceFiles
import Logging
import MCP

/// The Model Context Protocol's stdio transport (one JSON-RPC message per line on standard input
/// and output), read in time linear in the input, and strict where the protocol is.
///
/// The MCP Swift SDK's `StdioTransport` searched its whole buffer for a newline after every 4 KB
/// read, so a 4 MB request took a minute and a 10 MB one more than five, during which nothing
/// else was answered. This one reads on a thread of its own, scans only the bytes that arrived,
/// and caps a line at ``maximumLineLength``. It also answers what the SDK answers wrongly: a line
/// that is not JSON gets a parse error with `"id": null` (the SDK made up a random id), and an
/// MCP session request (`tools/call`, `tools/list`…) before `initialize` is refused (the SDK either served
/// it or, in strict mode, never answered). The fix belongs upstream; until it lands, this
/// transport stands in for the SDK's.
public actor LineStdioTransport: Transport {
    /// The longest line read; a longer one is answered with a parse error and skipped.
    public static let maximumLineLength = 32 * 1024 * 1024

    /// Where the transport logs.
    public nonisolated let logger: Logger
    private let input: Int32
    private let writer: LineWriter
    private let messages: AsyncThrowingStream<Data, any Error>
    private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
    private var isConnected = false

    /// A transport over `input` and `output` (standard input and output by default).
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, logger: Logger) {
        self.input = input
        writer = LineWriter(descriptor: output)
        self.logger = logger
        (messages, continuation) = AsyncThrowingStream.makeStream()
    }

    /// Starts reading on a thread of its own.
    public func connect() async throws {
        guard !isConnected else { return }
        isConnected = true
        let reader = LineReader(input: input, writer: writer, continuation: continuation, logger: logger)
        let thread = Thread { reader.run() }
        thread.name = "kumiki-mcp-stdin"
        thread.start()
    }

    /// Stops delivering messages.
    public func disconnect() async {
        guard isConnected else { return }
        isConnected = false
        continuation.finish()
    }

    /// Writes one message and its newline.
    public func send(_ data: Data) async throws {
        try writer.write(data)
    }

    /// The messages read, one per line.
    public func receive() -> AsyncThrowingStream<Data, any Error> {
        messages
    }
}

/// Writes whole lines to a file descriptor, one writer at a time: the transport's answers and the
/// reader's own error answers never interleave.
final class LineWriter: Sendable {
    /// The descriptor, written to only with the lock held.
    private let descriptor: Locked<Int32>

    init(descriptor: Int32) {
        self.descriptor = Locked(descriptor)
    }

    func write(_ data: Data) throws {
        var line = data
        line.append(UInt8(ascii: "\n"))
        try descriptor.withLock { (descriptor: inout Int32) throws in
            try line.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) throws in
                guard let base = buffer.baseAddress else { return }
                var offset = 0
                while offset < buffer.count {
                    let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
                    if written > 0 {
                        offset += written
                    } else if written < 0, errno != EINTR, errno != EAGAIN {
                        throw MCPError.transportError(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
                    }
                }
            }
        }
    }

    /// A JSON-RPC error response with `id` (`nil`: JSON's `null`).
    func writeError(id: Any?, code: Int, message: String) {
        let response: [String: Any] = ["jsonrpc": "2.0", "id": id ?? NSNull(), "error": ["code": code, "message": message]]
        guard let data = try? JSONSerialization.data(withJSONObject: response) else { return }
        try? write(data)
    }
}

/// Reads lines from standard input with blocking reads, scanning each byte once.
final class LineReader: @unchecked Sendable {
    private let input: Int32
    private let writer: LineWriter
    private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
    private let logger: Logger
    /// Whether `initialize` has been seen: until then only it and `ping` are served.
    private var isInitialized = false

    /// Whether `method` is one of MCP's session methods, which a client may send only after
    /// `initialize`; a method MCP does not define is left to the server to answer as not found.
    static func needsSession(_ method: String) -> Bool {
        ["tools/", "resources/", "prompts/", "logging/", "completion/", "sampling/", "roots/"].contains { method.hasPrefix($0) }
    }

    init(input: Int32, writer: LineWriter, continuation: AsyncThrowingStream<Data, any Error>.Continuation, logger: Logger) {
        self.input = input
        self.writer = writer
        self.continuation = continuation
        self.logger = logger
    }

    func run() {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 16)
        var lineStart = 0, scanned = 0
        var discarding = false
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { break }
            buffer.append(contentsOf: chunk[..<count])
            // Only the bytes that just arrived are searched for newlines.
            while let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                if discarding {
                    discarding = false
                } else {
                    handle(buffer[lineStart..<newline])
                }
                lineStart = newline + 1
                scanned = lineStart
            }
            scanned = buffer.count
            if !discarding, buffer.count - lineStart > LineStdioTransport.maximumLineLength {
                logger.warning("Parse error: a line longer than \(LineStdioTransport.maximumLineLength) bytes; skipped to its end")
                writer.writeError(id: nil, code: -32700, message: "Parse error: a message longer than \(LineStdioTransport.maximumLineLength / 1_048_576) MB")
                discarding = true
            }
            if discarding {
                buffer.removeAll(keepingCapacity: true)
                lineStart = 0
                scanned = 0
            } else if lineStart > 0, lineStart >= buffer.count / 2 {
                // Consumed lines are dropped once they are half the buffer: each byte moves at most once more.
                buffer.removeFirst(lineStart)
                scanned -= lineStart
                lineStart = 0
            }
        }
        logger.notice("standard input closed")
        continuation.finish()
    }

    /// One line: answered here when it is not JSON or comes before `initialize`, else passed on.
    private func handle(_ line: ArraySlice<UInt8>) {
        var body = line
        if body.last == UInt8(ascii: "\r") { body = body.dropLast() }
        guard body.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else { return }
        let data = Data(body)
        guard let message = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
            logger.warning("Parse error: a line of \(body.count) bytes is not JSON; answered and skipped")
            writer.writeError(id: nil, code: -32700, message: "Parse error: the line is not JSON")
            return
        }
        if let object = message as? [String: Any] {
            let method = object["method"] as? String
            let id = object["id"]
            guard method != nil || id != nil || object["result"] != nil || object["error"] != nil else {
                writer.writeError(id: nil, code: -32600, message: "Invalid request: a JSON-RPC message has a method, or answers one")
                return
            }
            if method == "initialize" { isInitialized = true }
            if let method, let id, !(id is NSNull), !isInitialized, Self.needsSession(method) {
                writer.writeError(id: id, code: -32600, message: "Invalid request: the server is not initialized; send initialize first")
                return
            }
        } else if !(message is [Any]) {
            writer.writeError(id: nil, code: -32600, message: "Invalid request: a message is a JSON object (or a batch of them)")
            return
        }
        continuation.yield(data)
    }
}
