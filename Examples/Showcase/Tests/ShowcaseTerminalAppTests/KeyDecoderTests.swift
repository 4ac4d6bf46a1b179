import ShowcaseTerminalApp
import ShowcaseUIComponents
import Testing

@Suite("KeyDecoder")
struct KeyDecoderTests {
    private func decode(_ reads: [[UInt8]]) -> [Key] {
        var decoder = KeyDecoder()
        return reads.flatMap { decoder.keys(from: $0) }
    }

    @Test("arrows, Shift-Tab and control keys")
    func keys() {
        let bytes: [UInt8] = [0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42, 0x1B, 0x5B, 0x43, 0x1B, 0x5B, 0x44, 0x1B, 0x5B, 0x5A, 0x0D, 0x09, 0x7F, 0x03]
        #expect(decode([bytes]) == [.up, .down, .right, .left, .backTab, .enter, .tab, .backspace, .interrupt])
    }

    @Test("a lone Esc at the end of a read is the Esc key")
    func escape() {
        #expect(decode([[0x1B]]) == [.escape])
        #expect(decode([[0x1B, 0x61]]) == [.escape, .text("a")])
    }

    @Test("a sequence split across reads is decoded once it completes")
    func splitSequence() {
        #expect(decode([[0x1B, 0x5B], [0x41]]) == [.up])
    }

    @Test("an input method's word arrives as one text, even split inside a character")
    func japanese() {
        let bytes = Array("婚約破棄".utf8)
        #expect(decode([bytes]) == [.text("婚約破棄")])
        #expect(decode([Array(bytes[0..<4]), Array(bytes[4...])]) == [.text("婚"), .text("約破棄")])
    }

    @Test("unknown sequences and stray control bytes are skipped, not typed")
    func unknown() {
        // F5 is ESC [ 1 5 ~; Ctrl-A is 0x01.
        #expect(decode([[0x1B, 0x5B, 0x31, 0x35, 0x7E, 0x01, 0x78]]) == [.text("x")])
    }

    @Test("damaged bytes never trap: every short byte string decodes to something finite", arguments: 0..<4)
    func damaged(seed: Int) {
        var generator = SplitMix(seed: UInt64(seed))
        for _ in 0..<2_000 {
            let bytes = (0..<Int(generator.next() % 12)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            var decoder = KeyDecoder()
            let keys = decoder.keys(from: bytes) + decoder.keys(from: [0x0D])
            #expect(keys.count <= bytes.count + 1)
        }
    }
}

/// A small seeded generator, so a failing case can be replayed.
struct SplitMix: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
