import Foundation
import KumikiLSP
import Testing

/// A reader over `chunks`, handed out one at a time as a pipe would.
private func reader(_ chunks: [String]) -> MessageReader {
    var remaining = chunks.map { Data($0.utf8) }
    return MessageReader { remaining.isEmpty ? nil : remaining.removeFirst() }
}

@Suite("MessageReader: Content-Length framing")
struct MessageReaderTests {
    @Test("messages split anywhere across reads, back to back, with any header case and a Content-Type")
    func framing() {
        let first = #"{"jsonrpc":"2.0","method":"a"}"#
        let second = #"{"jsonrpc":"2.0","method":"日本語"}"#
        let stream = "Content-Length: \(first.utf8.count)\r\n\r\n\(first)content-length:\(second.utf8.count)\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n\(second)"
        // Seven bytes a read: headers, bodies and a multi-byte character all split across reads.
        var raw = Array(stream.utf8).chunked(7)
        var messages = MessageReader { raw.isEmpty ? nil : Data(raw.removeFirst()) }
        #expect(messages.next() == .message(Data(first.utf8)))
        #expect(messages.next() == .message(Data(second.utf8)))
        #expect(messages.next() == .end)
    }

    @Test("a header without a usable Content-Length is skipped, and the next message still reads")
    func damagedHeader() {
        let good = #"{"jsonrpc":"2.0","method":"ok"}"#
        var messages = reader(["Content-Length: banana\r\n\r\n{}", "Content-Length: \(good.utf8.count)\r\n\r\n\(good)"])
        guard case .damaged = messages.next() else {
            Issue.record("expected the damaged header to be reported")
            return
        }
        #expect(messages.next() == .message(Data(good.utf8)))
    }

    @Test("a body over the limit is refused without reading it into memory; a stream ending mid-header is reported")
    func limits() {
        var huge = reader(["Content-Length: \(MessageReader.maximumBodySize + 1)\r\n\r\n"])
        guard case .damaged(let reason) = huge.next() else {
            Issue.record("expected the oversized body to be refused")
            return
        }
        #expect(reason.contains("over the"))
        var cut = reader(["Content-Len"])
        guard case .damaged = cut.next() else {
            Issue.record("expected the cut header to be reported")
            return
        }
        #expect(cut.next() == .end)
    }

    @Test("a pause between messages is reported as idle; one inside a message is waited through")
    func idle() {
        let body = #"{"jsonrpc":"2.0","method":"a"}"#
        let framed = "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
        let half = framed.utf8.count / 2
        var messages = reader(["", String(framed.prefix(half)), "", String(framed.dropFirst(half)), ""])
        #expect(messages.next() == .idle)
        #expect(messages.next() == .message(Data(body.utf8)))
        #expect(messages.next() == .idle)
        #expect(messages.next() == .end)
    }
}

extension Array {
    /// The array in slices of `size`.
    fileprivate func chunked(_ size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}
