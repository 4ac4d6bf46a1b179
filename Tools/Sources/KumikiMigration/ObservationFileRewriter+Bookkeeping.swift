import SwiftSyntax

/// What an expression names, the uses that stop a class, gated declarations and the imports a
/// rewritten file needs.
extension ObservationFileRewriter {
    /// The class an expression names an instance of, as far as this file's declarations say.
    func resolvedType(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name == "self" ? enclosingTypes(of: reference).first?.name : declared.type(of: name, at: reference)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
           let found = declared.type(of: member.declName.baseName.text, at: member) {
            return found
        }
        // `Theme.shared`, `accounts.currentClient`, `makeModel()`: through the project's declarations.
        return declared.type(of: expression)
    }

    /// The classes among `candidates` this file names: an owner that cannot be told blocks only
    /// these, since a file that never names a class and cannot be shown to hold one would, if it
    /// did, fail to compile after the migration rather than misbehave.
    func named(_ candidates: Set<String>) -> Set<String> {
        candidates.filter { name in
            var searchStart = text.startIndex
            while let range = text.range(of: name, range: searchStart..<text.endIndex) {
                let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
                let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
                let isWord = { (character: Character?) in character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
                if !isWord(before), !isWord(after) { return true }
                searchStart = range.upperBound
            }
            return false
        }
    }

    // MARK: Bookkeeping

    func block(_ classes: Set<String>, at node: Syntax, _ reason: String) {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        blockers.append(Blocker(classes: classes, refusal: (location.line, location.column, reason)))
    }

    /// Marks `decl` (a migrated class, or a type that now uses one through Observation) for
    /// `@available`, when the run gates availability and it has none.
    func markGated(_ decl: DeclSyntax?) {
        guard gate, let decl, !gatedDeclarations.contains(decl.id) else { return }
        gatedDeclarations.insert(decl.id)
        // Swift Testing refuses @Test inside a type marked @available, and a test target runs
        // where the tests are built; its suites are left unmarked.
        guard !Self.holdsTests(decl) else { return }
        let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes
        guard attributes?.contains(where: { ObservableDeclarationScanner.attributeName($0) == "available" }) != true else { return }
        let start = decl.positionAfterSkippingLeadingTrivia.utf8Offset
        edits.append(SourceEdit(start: start, end: start, text: "\(Self.availability)\n\(indentation(of: Syntax(decl)))"))
    }

    /// Whether `decl` is or holds a Swift Testing suite or an XCTest case.
    static func holdsTests(_ decl: DeclSyntax) -> Bool {
        if let type = decl.as(ClassDeclSyntax.self),
           type.inheritanceClause?.inheritedTypes.contains(where: { ObservableDeclarationScanner.lastName(of: $0.type) == "XCTestCase" }) == true {
            return true
        }
        var previous: TokenKind?
        for token in decl.tokens(viewMode: .sourceAccurate) {
            if previous == .atSign, ["Test", "Suite"].contains(token.text) { return true }
            previous = token.tokenKind
        }
        return false
    }

    /// The blanks before a declaration on its line.
    func indentation(of node: Syntax) -> String {
        var indent = ""
        for piece in node.leadingTrivia.pieces.reversed() {
            switch piece {
            case .spaces(let count): indent = String(repeating: " ", count: count) + indent
            case .tabs(let count): indent = String(repeating: "\t", count: count) + indent
            default: return indent
            }
        }
        return indent
    }

    /// `import Observation` where a class is migrated and the file lacks it: in its sorted place
    /// when the imports are sorted, after them otherwise.
    func finishImports(_ tree: SourceFileSyntax) {
        guard declaresMigratingClass, !imports.contains(where: { $0.module == "Observation" }) else { return }
        let topLevel = imports.filter { $0.decl.parent?.parent?.parent?.is(SourceFileSyntax.self) == true }
        let names = topLevel.map(\.module)
        if names == names.sorted(), let next = topLevel.first(where: { $0.module > "Observation" }) {
            let start = next.decl.positionAfterSkippingLeadingTrivia.utf8Offset
            edits.append(SourceEdit(start: start, end: start, text: "import Observation\n"))
        } else if let last = topLevel.last {
            let end = last.decl.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(SourceEdit(start: end, end: end, text: "\nimport Observation"))
        } else if let first = tree.statements.first {
            let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
            edits.append(SourceEdit(start: start, end: start, text: "import Observation\n\n"))
        }
    }
}
