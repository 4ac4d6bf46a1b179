import SwiftSyntax

extension SyntaxProtocol {
    /// The node written on one line, as the generator copies it into a mock and names the mock's
    /// properties after it: comments dropped, each run of spaces or line breaks one space, and none
    /// just inside brackets or before a comma or a colon, so `-> (\n HTTPResponse, HTTPBody?\n)` is
    /// `(HTTPResponse, HTTPBody?)` however it was laid out.
    var spelling: String {
        var text = ""
        var previous: TokenSyntax?
        for token in tokens(viewMode: .sourceAccurate) {
            if let previous, !(previous.trailingTrivia.isEmpty && token.leadingTrivia.isEmpty),
               !Self.opensGroup(previous.tokenKind), !Self.closesGroup(token.tokenKind) {
                text += " "
            }
            text += token.text
            previous = token
        }
        return text
    }

    private static func opensGroup(_ kind: TokenKind) -> Bool {
        switch kind {
        case .leftParen, .leftSquare, .leftAngle: true
        default: false
        }
    }

    private static func closesGroup(_ kind: TokenKind) -> Bool {
        switch kind {
        case .rightParen, .rightSquare, .rightAngle, .comma, .colon, .postfixQuestionMark, .exclamationMark: true
        default: false
        }
    }
}
