@_spi(RawSyntax) import SwiftSyntax
import Foundation
import KumikiSourceFiles

/// Type names, token text and byte positions, worked out from the parser's copy of the source.
extension FactsCollector {
    /// The nominal type an annotation is about: `any Foo?` → `Foo`; `Module.Foo<Bar>` → `Foo`;
    /// `nil` for arrays, dictionaries, functions, tuples and compositions, which name no single type.
    mutating func nominalName(of type: RawSyntax) -> FileFacts.Name? {
        switch type.kind {
        case .identifierType: return RawIdentifierTypeSyntax(type).map { name($0.name) }
        case .memberType: return RawMemberTypeSyntax(type).map { name($0.name) }
        case .optionalType: return RawOptionalTypeSyntax(type).flatMap { nominalName(of: $0.wrappedType.raw) }
        case .implicitlyUnwrappedOptionalType:
            return RawImplicitlyUnwrappedOptionalTypeSyntax(type).flatMap { nominalName(of: $0.wrappedType.raw) }
        case .someOrAnyType: return RawSomeOrAnyTypeSyntax(type).flatMap { nominalName(of: $0.constraint.raw) }
        case .attributedType: return RawAttributedTypeSyntax(type).flatMap { nominalName(of: $0.baseType.raw) }
        case .tupleType:
            guard let elements = RawTupleTypeSyntax(type)?.elements.elements, elements.count == 1,
                  let only = elements.first, only.firstName == nil
            else { return nil }
            return nominalName(of: only.type.raw)
        default: return nil
        }
    }

    // MARK: - Text and positions

    /// A token's text as one of the file's names.
    mutating func name(_ token: RawTokenSyntax) -> FileFacts.Name {
        let text = token.tokenText
        return names.name(UnsafeBufferPointer(start: text.baseAddress, count: text.count), in: &facts.names)
    }

    /// A node's source text without its leading and trailing trivia.
    func trimmedText(_ raw: RawSyntax) -> String {
        let bytes = Array(raw.description.utf8)
        let start = min(raw.leadingTriviaByteLength, bytes.count)
        let end = max(start, bytes.count - raw.trailingTriviaByteLength)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether an identifier starts with an uppercase letter (a type name by convention).
    func startsUppercase(_ text: SyntaxText) -> Bool {
        guard let first = text.first else { return false }
        if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
        return String(syntaxText: text).first?.isUppercase ?? false
    }

    /// Whether `text` is one of ``FileAnalyzer/singletonMembers``, compared as bytes so no string is built.
    static func isSingletonMember(_ text: SyntaxText) -> Bool {
        // Every member access asks, and almost none is one: lengths first, then bytes, over an
        // array rather than the `Set`, whose hashing (or iteration) cost more than the comparisons.
        singletonMemberBytes.contains { member in
            member.count == text.count && member.withUnsafeBufferPointer { UnsafeBufferPointer(start: text.baseAddress, count: text.count).hasSameBytes(as: $0) }
        }
    }

    static let singletonMemberBytes = FileAnalyzer.singletonMembers.map { Array($0.utf8) }

    /// The position of `raw`'s first present token: where a diagnostic about `raw` points.
    mutating func position(of raw: RawSyntax) -> FileFacts.Position {
        let (line, column) = lines.lineAndColumn(ofUTF8Offset: textStart(of: raw), near: &lineHint)
        return FileFacts.Position(line: line, column: column)
    }

    /// The bytes from the end of `raw`'s last present token to the end of that line.
    func restOfLine(after raw: RawSyntax) -> UnsafeBufferPointer<UInt8> {
        let start = min(textEnd(of: raw), source.count)
        return UnsafeBufferPointer(rebasing: source[start..<source.lineEnd(from: start)])
    }

    /// Where the parser's copy of `tree`'s source starts: the first present token's text
    /// less its leading trivia, if the end-of-file token ends `count` bytes later.
    static func sourceStart(of tree: SourceFileSyntax, count: Int) -> UnsafePointer<UInt8>? {
        guard let root = RawSourceFileSyntax(tree.raw), let first = firstPresentToken(in: tree.raw),
              let firstText = first.rawText.baseAddress, let endText = root.endOfFileToken.tokenText.baseAddress
        else { return nil }
        let start = firstText - first.leadingTriviaByteLength
        return endText == start + count ? start : nil
    }

    /// The offset of the text of `raw`'s first present token (the end of its leading trivia).
    func textStart(of raw: RawSyntax) -> Int {
        if let token = Self.firstPresentToken(in: raw), let offset = offset(ofTextOf: token, atEnd: false) { return offset }
        let (start, _) = span(of: raw)
        return start + raw.leadingTriviaByteLength
    }

    /// The offset just past the text of `raw`'s last present token (the start of its trailing trivia).
    func textEnd(of raw: RawSyntax) -> Int {
        if let token = Self.lastPresentToken(in: raw), let offset = offset(ofTextOf: token, atEnd: true) { return offset }
        let (_, end) = span(of: raw)
        return end - raw.trailingTriviaByteLength
    }

    /// Where `token`'s text starts (or ends) in the file, if its address is within the parser's copy of the source.
    func offset(ofTextOf token: RawSyntaxTokenView, atEnd: Bool) -> Int? {
        guard let sourceStart, let address = token.rawText.baseAddress else { return nil }
        let offset = address - sourceStart + (atEnd ? token.rawText.count : 0)
        return (0...source.count).contains(offset) ? offset : nil
    }

    /// The byte range of `raw` in the file, by summing byte lengths from the root: exact but
    /// slow, for the rare node with no present token (syntax the parser had to invent).
    func span(of raw: RawSyntax) -> (start: Int, end: Int) {
        var offset = 0
        func find(in node: RawSyntax) -> Bool {
            if node.id == raw.id { return true }
            guard let layout = node.layoutView else {
                offset += node.byteLength
                return false
            }
            for child in layout.children {
                guard let child else { continue }
                if find(in: child) { return true }
            }
            return false
        }
        guard let root, find(in: root) else { return (0, 0) }
        return (offset, offset + raw.byteLength)
    }

    /// The first token of `raw` that is in the source (not one the parser inserted as missing).
    /// A child that is a token is looked at in the loop rather than in a call of its own: most
    /// facts' first token (a reference's name) is a direct child, and that call was a third of
    /// locating a fact.
    static func firstPresentToken(in raw: RawSyntax) -> RawSyntaxTokenView? {
        if let token = raw.tokenView { return token.presence == .present ? token : nil }
        guard let layout = raw.layoutView else { return nil }
        for child in layout.children {
            guard let child else { continue }
            if let token = child.tokenView {
                if token.presence == .present { return token }
            } else if let token = firstPresentToken(in: child) {
                return token
            }
        }
        return nil
    }

    /// The last token of `raw` that is in the source.
    static func lastPresentToken(in raw: RawSyntax) -> RawSyntaxTokenView? {
        if let token = raw.tokenView { return token.presence == .present ? token : nil }
        guard let layout = raw.layoutView else { return nil }
        for child in layout.children.reversed() {
            if let child, let token = lastPresentToken(in: child) { return token }
        }
        return nil
    }
}
