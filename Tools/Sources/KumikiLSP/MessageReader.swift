import Foundation

/// Reads Language Server Protocol messages from a stream: each a header (`Content-Length: N`,
/// optionally `Content-Type`, each line ending in `\r\n`), a blank line, then N bytes of JSON.
///
/// A damaged header never stops the reader: it reports the damage and looks for the next
/// `Content-Length:` header, so one bad message costs one message, not the session.
public struct MessageReader {
    /// What one read gave.
    public enum Outcome: Equatable {
        /// A message body.
        case message(Data)
        /// Bytes that were no valid message (why, for the log); reading can go on.
        case damaged(String)
        /// The stream ended.
        case end
        /// Nothing arrived for a while between messages: time for work that waits on no message.
        case idle
    }

    /// The largest body accepted: a buffer an editor sends stays far below it.
    public static let maximumBodySize = 64 * 1024 * 1024

    private var buffer = Data()
    /// Set after damage: bytes are dropped until a `Content-Length` field starts a header again.
    private var resynchronizing = false
    private let readChunk: () -> Data?

    /// Reads from `readChunk`, which returns the next bytes, `nil` at the end of the stream, or
    /// empty data when nothing arrived in a while (reported as ``Outcome/idle`` between messages).
    public init(readChunk: @escaping () -> Data?) {
        self.readChunk = readChunk
    }

    /// Reads standard input; after `idleInterval` seconds without a byte between messages,
    /// ``next()`` returns ``Outcome/idle`` (`nil`: it waits for as long as it takes).
    public static func standardInput(idleInterval: Double? = nil) -> MessageReader {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        return MessageReader {
            if let idleInterval {
                var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
                let ready = poll(&descriptor, 1, Int32(idleInterval * 1000))
                if ready == 0 || (ready < 0 && errno == EINTR) { return Data() }
            }
            while true {
                let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                return count > 0 ? Data(chunk[..<count]) : nil
            }
        }
    }

    /// The next message, or what was wrong with the bytes where one should have been.
    public mutating func next() -> Outcome {
        while true {
            if resynchronizing {
                if let start = Self.firstContentLengthField(in: buffer) {
                    buffer.removeSubrange(buffer.startIndex..<start)
                    resynchronizing = false
                } else {
                    // Keep a tail that might be the start of a field split across reads.
                    let keep = min(buffer.count, Self.fieldName.count - 1)
                    buffer.removeSubrange(buffer.startIndex..<buffer.index(buffer.endIndex, offsetBy: -keep))
                    guard let chunk = readChunk() else {
                        buffer.removeAll()
                        return .end
                    }
                    buffer.append(chunk)
                    continue
                }
            }
            if let separator = buffer.range(of: Data("\r\n\r\n".utf8)) {
                let header = String(decoding: buffer[buffer.startIndex..<separator.lowerBound], as: UTF8.self)
                let bodyStart = separator.upperBound
                guard let length = Self.contentLength(in: header) else {
                    buffer.removeSubrange(buffer.startIndex..<bodyStart)
                    resynchronize()
                    return .damaged("a header without a valid Content-Length: \(header.prefix(200))")
                }
                guard length <= Self.maximumBodySize else {
                    buffer.removeSubrange(buffer.startIndex..<bodyStart)
                    resynchronize()
                    return .damaged("a body of \(length) bytes, over the \(Self.maximumBodySize)-byte limit")
                }
                while buffer.distance(from: bodyStart, to: buffer.endIndex) < length {
                    guard let chunk = readChunk() else { return .end }
                    buffer.append(chunk)
                }
                let bodyEnd = buffer.index(bodyStart, offsetBy: length)
                let body = Data(buffer[bodyStart..<bodyEnd])
                buffer.removeSubrange(buffer.startIndex..<bodyEnd)
                return .message(body)
            }
            // No complete header yet; a very long one is garbage, not a header.
            if buffer.count > 64 * 1024 {
                buffer.removeAll()
                return .damaged("more than 64 KiB without the blank line that ends a header")
            }
            guard let chunk = readChunk() else {
                if buffer.isEmpty { return .end }
                buffer.removeAll()
                return .damaged("the stream ended inside a header")
            }
            if chunk.isEmpty, buffer.isEmpty { return .idle }
            buffer.append(chunk)
        }
    }

    /// Drops what is left of a damaged message: the next read starts at a `Content-Length` field.
    private mutating func resynchronize() {
        resynchronizing = true
    }

    private static let fieldName = Array("content-length".utf8)

    /// Where the first `Content-Length` field name starts in `data`, matched without regard to case.
    static func firstContentLengthField(in data: Data) -> Data.Index? {
        let bytes = Array(data)
        let name = fieldName
        guard bytes.count >= name.count else { return nil }
        outer: for start in 0...(bytes.count - name.count) {
            for offset in 0..<name.count {
                var byte = bytes[start + offset]
                if byte >= 65 && byte <= 90 { byte += 32 }
                if byte != name[offset] { continue outer }
            }
            return data.index(data.startIndex, offsetBy: start)
        }
        return nil
    }

    /// The value of the `Content-Length` field of `header`, matched without regard to case.
    static func contentLength(in header: String) -> Int? {
        for line in header.split(separator: "\r\n", omittingEmptySubsequences: true) {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" else { continue }
            guard let value = Int(parts[1].trimmingCharacters(in: .whitespaces)), value >= 0 else { return nil }
            return value
        }
        return nil
    }
}
