import SwiftSyntax

/// Finds where a file stops parsing, for the `parse-error` finding: the first token the
/// parser had to skip or invent, or the lexer could not read.
///
/// It reads the tree the parser built and nothing else. swift-syntax's
/// `ParseDiagnosticsGenerator` would word the message better, but it builds Fix-Its too, and
/// for some inputs (a control byte before an operator: `0 \u{0F}= `) it traps ("A Fix-It must
/// have at least one change") and takes the whole run down. The checker needs a place and a
/// plain message, never a fix.
package enum ParseErrorLocator {
    /// The first problem in `tree`: a message and the token it is at.
    package static func firstProblem(in tree: SourceFileSyntax) -> (message: String, position: AbsolutePosition)? {
        for token in tree.tokens(viewMode: .all) {
            if token.presence == .missing {
                let expected = token.text.isEmpty ? describe(token.tokenKind) : "'\(token.text)'"
                return ("expected \(expected)", token.positionAfterSkippingLeadingTrivia)
            }
            if token.parent?.is(UnexpectedNodesSyntax.self) == true || token.tokenDiagnostic?.severity == .error {
                let text = token.text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
                    ? token.text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
                    : token.text
                let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
                if let diagnostic = token.tokenDiagnostic, diagnostic.severity == .error {
                    return ("unreadable token '\(shown)' (\(diagnostic.kind))", token.positionAfterSkippingLeadingTrivia)
                }
                return ("unexpected code '\(shown)'", token.positionAfterSkippingLeadingTrivia)
            }
        }
        return nil
    }

    private static func describe(_ kind: TokenKind) -> String {
        switch kind {
        case .identifier: return "a name"
        case .integerLiteral, .floatLiteral: return "a number"
        case .stringSegment: return "text"
        default: return "more code"
        }
    }
}
