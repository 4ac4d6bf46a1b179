import SwiftSyntax

/// Appends an element to an array literal in the layout it is written in: on a line of its own,
/// indented like the last element's line, when the list spans lines; after the last element on
/// the same line otherwise. Shared by every edit `kumiki new` makes to code a person wrote.
enum ArrayLiteralEditor {
    /// `source` with `element` (Swift text, no trailing comma) appended to `list`, a node of `source`'s tree.
    static func appending(_ element: String, to list: ArrayExprSyntax, in source: String) -> String {
        var utf8 = Array(source.utf8)
        let insertion: (offset: Int, text: String)
        if let last = list.elements.last {
            let lastEnd = last.expression.endPositionBeforeTrailingTrivia.utf8Offset
            if list.description.contains("\n") {
                // The indent is the line's leading blanks only: a line may hold several elements
                // (`"Domain", "Infrastructure", .product(…)`), and copying the text before the last
                // one wrote every element again.
                let lineStart = utf8[..<last.positionAfterSkippingLeadingTrivia.utf8Offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
                let indent = String(decoding: utf8[lineStart...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }, as: UTF8.self)
                let afterComma = last.trailingComma.map { $0.endPositionBeforeTrailingTrivia.utf8Offset } ?? lastEnd
                insertion = (afterComma, (last.trailingComma == nil ? "," : "") + "\n" + indent + element + ",")
            } else {
                insertion = (lastEnd, ", " + element)
            }
        } else {
            insertion = (list.leftSquare.endPositionBeforeTrailingTrivia.utf8Offset, element)
        }
        utf8.insert(contentsOf: Array(insertion.text.utf8), at: insertion.offset)
        return String(decoding: utf8, as: UTF8.self)
    }
}
