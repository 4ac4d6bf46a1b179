import SwiftParser
import SwiftSyntax
import Testing
@testable import KumikiCheck
import KumikiSourceFiles

@Suite("LineTable")
struct LineTableTests {
    @Test("every token gets the line and column swift-syntax gives it, whatever the line endings and characters", arguments: [
        "import Foundation\nstruct A { let b: B }\n",
        "struct A {\r\n    let b: B\r\n}\r\n",
        "struct A {\r    let b: B\r}",
        "// 日本語のコメント\nstruct Café { let naïve: Émoji🙂 }\n\n\nlet x = Café()",
        "",
        "\n\n\nlet a = 1",
    ])
    func matchesSwiftSyntax(_ source: String) {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "A.swift", tree: tree)
        let table = LineTable(source)
        for token in tree.tokens(viewMode: .sourceAccurate) {
            let position = token.positionAfterSkippingLeadingTrivia
            let expected = converter.location(for: position)
            let actual = table.lineAndColumn(ofUTF8Offset: position.utf8Offset)
            #expect(actual.line == expected.line && actual.column == expected.column, "\(token.text)")
        }
    }

    @Test("a lookup near the previous line gives what a search from scratch gives, in order, backwards or at random", arguments: [
        "import Foundation\nstruct A { let b: B }\n",
        "struct A {\r\n    let b: B\r\n}\r\n",
        "a\n\n\n\n\n\nb\rc\r\nd",
        "",
        "no line break",
    ])
    func hintedLookupAgrees(_ source: String) {
        let table = LineTable(source)
        let offsets = Array(0...(source.utf8.count + 2))
        var generator = SeededGenerator(seed: 0x11E5)
        let shuffled = offsets.map { _ in Int(generator.next() % UInt64(offsets.count)) }
        for order in [offsets, offsets.reversed(), shuffled] {
            var hint = 0
            for offset in order {
                let hinted = table.lineAndColumn(ofUTF8Offset: offset, near: &hint)
                let searched = table.lineAndColumn(ofUTF8Offset: offset)
                #expect(hinted.line == searched.line && hinted.column == searched.column, "offset \(offset)")
                #expect(hint == searched.line - 1)
            }
        }
    }
}
