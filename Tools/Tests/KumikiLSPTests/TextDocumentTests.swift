import KumikiLSP
import Testing

@Suite("TextDocument: edits and positions as LSP counts them")
struct TextDocumentTests {
    @Test("incremental edits count UTF-16 code units: kanji, emoji (two units) and CRLF lines")
    func incremental() {
        var document = TextDocument(text: "let 組木 = 1\r\nlet 🙂 = 2\nlet c = 3", version: 1)
        // Replace `2` on line 1: `let 🙂 = ` is 4 + 2 + 3 = 9 units.
        document.apply([TextDocumentContentChangeEvent(
            range: Range(start: Position(line: 1, character: 9), end: Position(line: 1, character: 10)), text: "20")], version: 2)
        #expect(document.text == "let 組木 = 1\r\nlet 🙂 = 20\nlet c = 3")
        // Insert at the start of the last line, then a full replacement.
        document.apply([TextDocumentContentChangeEvent(range: Range(start: Position(line: 2, character: 0), end: Position(line: 2, character: 0)), text: "import UIKit\n")], version: 3)
        #expect(document.line(2) == "import UIKit")
        #expect(document.version == 3)
        document.apply([TextDocumentContentChangeEvent(text: "struct A {}")], version: 4)
        #expect(document.text == "struct A {}")
    }

    @Test("positions past the end are clamped, never a crash")
    func clamping() {
        var document = TextDocument(text: "a\nbc", version: 1)
        document.apply([TextDocumentContentChangeEvent(
            range: Range(start: Position(line: 1, character: 99), end: Position(line: 40, character: 0)), text: "!")], version: 2)
        #expect(document.text == "a\nbc!")
    }

    @Test("kumiki's UTF-8 columns become UTF-16 characters")
    func columns() {
        let document = TextDocument(text: "let 組木: Repository", version: 1)
        // `Repository` starts at UTF-8 byte 13 (1-based 14): `let ` 4 + 組木 6 + `: ` 2.
        #expect(document.position(line: 1, utf8Column: 13) == Position(line: 0, character: 8))
        #expect(document.position(line: 1, utf8Column: 6) == Position(line: 0, character: 4), "inside 組 rounds down to its start")
        #expect(document.position(line: 9, utf8Column: 1) == Position(line: 8, character: 0))
    }
}
