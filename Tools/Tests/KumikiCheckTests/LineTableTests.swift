import SwiftParser
import SwiftSyntax
import Testing
@testable import KumikiCheck

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
}
