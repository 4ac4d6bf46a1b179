import SwiftParser
import SwiftSyntax
import Testing
@testable import KumikiCheck

/// The collector walks the raw syntax tree and works positions out itself; these
/// tests hold it to what swift-syntax's public API says about the same source.
@Suite("FactsCollector")
struct FactsCollectorTests {
    /// Type references, force unwraps and declarations as `name@line:column`, found with a
    /// `SyntaxVisitor` and located with `SourceLocationConverter`.
    final class Oracle: SyntaxVisitor {
        private let converter: SourceLocationConverter
        private(set) var references: [String] = []
        private(set) var forceUnwraps: [String] = []
        private(set) var types: [String] = []

        init(_ tree: SourceFileSyntax) {
            converter = SourceLocationConverter(fileName: "F.swift", tree: tree)
            super.init(viewMode: .sourceAccurate)
            walk(tree)
        }

        private func at(_ position: AbsolutePosition) -> String {
            let location = converter.location(for: position)
            return "\(location.line):\(location.column)"
        }

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            references.append("\(node.name.text)@\(at(node.positionAfterSkippingLeadingTrivia))")
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if node.baseName.text.first?.isUppercase == true {
                references.append("\(node.baseName.text)@\(at(node.positionAfterSkippingLeadingTrivia))")
            }
            return .visitChildren
        }

        override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind {
            forceUnwraps.append("!@\(at(node.exclamationMark.positionAfterSkippingLeadingTrivia))")
            return .visitChildren
        }

        override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
            if node.questionOrExclamationMark?.tokenKind == .exclamationMark {
                forceUnwraps.append("try!@\(at(node.positionAfterSkippingLeadingTrivia))")
            }
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            types.append("\(node.name.text)@\(at(node.positionAfterSkippingLeadingTrivia))")
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            types.append("\(node.name.text)@\(at(node.positionAfterSkippingLeadingTrivia))")
            return .visitChildren
        }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            types.append("\(node.name.text)@\(at(node.positionAfterSkippingLeadingTrivia))")
            return .visitChildren
        }
    }

    private func summary(of facts: FileFacts) -> (references: [String], forceUnwraps: [String], types: [String]) {
        (facts.references.map { "\($0.name)@\($0.location.line):\($0.location.column)" },
         facts.forceUnwraps.map { "\($0.name)@\($0.location.line):\($0.location.column)" },
         facts.types.filter { ["class", "struct", "protocol"].contains($0.kind) }
             .map { "\($0.name)@\($0.location.line):\($0.location.column)" })
    }

    @Test("facts are where swift-syntax says they are, in the fixtures and in 1,000 mangled files full of missing and unexpected syntax")
    func locationsMatchSwiftSyntax() {
        var generator = FuzzTests.Generator(state: 0x10CA7E)
        var sources = FuzzTests.seeds
        for round in 0..<1_000 {
            sources.append(FuzzTests.mutate(FuzzTests.seeds[round % FuzzTests.seeds.count], with: &generator))
        }
        sources += ["\u{FEFF}struct A { let b: B! }", "let x: = Y()", "class : { var a: }", "\r\nlet a = b!\r\n", "try! A()"]
        var mismatches: [String] = []
        for source in sources {
            let oracle = Oracle(Parser.parse(source: source))
            let facts = summary(of: FileAnalyzer.analyze(source: source, path: "F.swift"))
            if facts.references.sorted() != oracle.references.sorted() || facts.forceUnwraps.sorted() != oracle.forceUnwraps.sorted()
                || facts.types.sorted() != oracle.types.sorted() {
                mismatches.append(source)
            }
        }
        let mismatchCount = mismatches.count
        #expect(mismatchCount == 0, "first mismatch in:\n\(mismatches.first ?? "")")
    }
}
