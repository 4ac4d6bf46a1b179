import Foundation
import ShowcaseTerminalApp
import Testing

@Suite("LineStream")
struct LineStreamTests {
    @Test("lines come as written: one split across writes, several in one write, the last without a line break")
    func lines() async throws {
        let pipe = Pipe()
        let stream = LineStream.lines(of: pipe.fileHandleForReading.fileDescriptor)
        var lines = stream.makeAsyncIterator()
        pipe.fileHandleForWriting.write(Data("key do".utf8))
        pipe.fileHandleForWriting.write(Data("wn\n".utf8))
        #expect(await lines.next() == Data("key down".utf8), "a line is handed over as soon as it is complete")
        pipe.fileHandleForWriting.write(Data("frame a\r\n\nframe b\nwait-for 1位".utf8))
        try pipe.fileHandleForWriting.close()
        var rest: [String] = []
        while let line = await lines.next() { rest.append(String(decoding: line, as: UTF8.self)) }
        #expect(rest == ["frame a\r", "", "frame b", "wait-for 1位"])
    }

    @Test("thousands of lines in one write come out in order")
    func manyLines() async throws {
        let pipe = Pipe()
        let stream = LineStream.lines(of: pipe.fileHandleForReading.fileDescriptor)
        let text = (0..<20_000).map { "type \($0)" }.joined(separator: "\n") + "\n"
        let writer = pipe.fileHandleForWriting
        Thread {
            writer.write(Data(text.utf8))
            try? writer.close()
        }.start()
        var count = 0
        for await line in stream {
            #expect(line == Data("type \(count)".utf8))
            count += 1
        }
        #expect(count == 20_000)
    }
}
