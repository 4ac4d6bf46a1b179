import ShowcaseUIComponents
import Testing

@Suite("Canvas")
struct CanvasTests {
    @Test("wide characters take two cells, so columns line up in the plain text")
    func columns() {
        var canvas = Canvas(width: 12, height: 2)
        canvas.write("作品", row: 0, column: 0)
        canvas.write("|", row: 0, column: 6)
        canvas.write("ab", row: 1, column: 0)
        canvas.write("|", row: 1, column: 6)
        let lines = canvas.plainText.split(separator: "\n").map(String.init)
        #expect(lines == ["作品  |", "ab    |"])
        #expect(lines.map { DisplayWidth.of($0.prefix(while: { $0 != "|" })) } == [6, 6])
    }

    @Test("text is cut at the right edge and at maxWidth; a wide character never straddles the edge")
    func clipping() {
        var canvas = Canvas(width: 5, height: 1)
        #expect(canvas.write("あいうえお", row: 0, column: 0) == 4)
        #expect(canvas.plainText == "あい")
        var limited = Canvas(width: 10, height: 1)
        #expect(limited.write("abcdef", row: 0, column: 2, maxWidth: 3) == 3)
        #expect(limited.plainText == "  abc")
    }

    @Test("writing outside the canvas draws nothing and does not trap")
    func outside() {
        var canvas = Canvas(width: 4, height: 2)
        #expect(canvas.write("x", row: -1, column: 0) == 0)
        #expect(canvas.write("x", row: 2, column: 0) == 0)
        #expect(canvas.write("x", row: 0, column: 4) == 0)
        canvas.fill(row: 9, style: .selected)
        #expect(Canvas(width: -3, height: -1).plainText == "")
    }

    @Test("overwriting half of a wide character blanks the other half")
    func halfGlyphs() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.write("あい", row: 0, column: 0)
        canvas.write("x", row: 0, column: 1)
        #expect(canvas.plainText == " xい")
    }

    @Test("the escape-code frame starts at home, changes style only where it changes, and ends plain")
    func ansi() {
        var canvas = Canvas(width: 3, height: 2)
        canvas.write("ab", row: 0, column: 0, style: .bold)
        canvas.write("c", row: 1, column: 0)
        let text = canvas.ansiText
        #expect(text.hasPrefix(ANSI.home))
        #expect(text.hasSuffix(ANSI.style(.plain)))
        #expect(text == ANSI.home + ANSI.style(.bold) + "ab" + ANSI.style(.plain) + " \r\nc  " + ANSI.style(.plain))
    }
}
