import Testing
@testable import KumikiCheck

@Suite("Suppressions")
struct SuppressionsTests {
    private func directives(_ source: String) -> [String] {
        var source = source
        return source.withUTF8 { bytes in Suppressions.directives(in: bytes, lines: LineTable(bytes)) }.map { "\($0.line):\($0.text)" }
    }

    @Test("markers count only in line comments, first one per line, with the rest of the line")
    func markers() {
        let source = """
        let a = "kumiki:disable not-a-comment"
        let b = 1 // kumiki:disable rule-a, rule-b
        /// kumiki:enable rule-a
        // text kumiki:disable:next one // kumiki:disable two
        / / kumiki:disable spaced
        let c = "//" + "kumiki:disable:this in-a-string-after-slashes"
        //kumiki:disable tight
        """
        #expect(directives(source) == [
            "2:disable rule-a, rule-b",
            "3:enable rule-a",
            "4:disable:next one // kumiki:disable two",
            "6:disable:this in-a-string-after-slashes\"",
            "7:disable tight",
        ])
    }

    @Test("lines are counted across \\n, \\r\\n and \\r; a marker may end the file", arguments: ["\n", "\r\n", "\r"])
    func lineEndings(_ newline: String) {
        let source = ["import A", "", "// kumiki:disable x", "let y = 1 // kumiki:disable:this z"].joined(separator: newline)
        #expect(directives(source) == ["3:disable x", "4:disable:this z"])
        #expect(directives("// kumiki:") == ["1:"])
        #expect(directives("kumiki:disable x").isEmpty)
        #expect(directives("").isEmpty)
        #expect(directives("a kumiki:x b kumiki:y // c kumiki:z kumiki:w\nkumiki:v // kumiki:u") == ["1:z kumiki:w", "2:u"])
    }

    @Test("a long line full of markers outside comments is read in linear time")
    func manyMarkers() {
        let line = String(repeating: "kumiki:x ", count: 200_000)
        #expect(directives(line + "// kumiki:last").map(\.self) == ["1:last"])
    }
}
