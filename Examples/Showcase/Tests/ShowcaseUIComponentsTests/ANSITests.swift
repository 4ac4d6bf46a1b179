import ShowcaseUIComponents
import Testing

@Suite("ANSI")
struct ANSITests {
    @Test("cursor positions are 1-based on the wire")
    func moveTo() {
        #expect(ANSI.moveTo(row: 0, column: 0) == "\u{1B}[1;1H")
        #expect(ANSI.moveTo(row: 23, column: 79) == "\u{1B}[24;80H")
    }

    @Test("a style resets first, then sets each attribute")
    func styles() {
        #expect(ANSI.style(.plain) == "\u{1B}[0m")
        #expect(ANSI.style(.selected) == "\u{1B}[0;7m")
        #expect(ANSI.style(.error) == "\u{1B}[0;1;31m")
        #expect(ANSI.style(CellStyle(isBold: true, isInverse: true, isDim: true)) == "\u{1B}[0;1;2;7m")
    }

    @Test("restoring leaves the alternate screen with the cursor shown and the style plain")
    func restore() {
        #expect(ANSI.restore == "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
    }
}
