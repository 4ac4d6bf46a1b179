import SwiftParser
import SwiftSyntax
import Testing
@testable import KumikiCheck
import KumikiSourceFiles

/// The collector walks the raw syntax tree and works positions out itself; these
/// tests hold it to what swift-syntax's public API says about the same source.
@Suite("FactsCollector")
struct FactsCollectorTests {
    /// Type references, force unwraps and declarations as `name@line:column`, found with a
    /// `SyntaxVisitor` and located with `SourceLocationConverter`.
    final class Oracle: SyntaxAnyVisitor {
        private let converter: SourceLocationConverter
        private(set) var references: [String] = []
        private(set) var forceUnwraps: [String] = []
        private(set) var types: [String] = []

        init(_ tree: SourceFileSyntax) {
            converter = SourceLocationConverter(fileName: "F.swift", tree: tree)
            super.init(viewMode: .sourceAccurate)
            walk(tree)
        }

        private func note(_ name: String, at node: some SyntaxProtocol, in list: inout [String]) {
            let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
            list.append("\(name)@\(location.line):\(location.column)")
        }

        /// Whether `expression` names a type or a module by a chain: `A`, `Self`, `A.B`.
        static func isTypeChain(_ expression: ExprSyntax) -> Bool {
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                let text = reference.baseName.text
                return text == "Self" || text.first?.isUppercase == true
            }
            if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
                return isTypeChain(base) && member.declName.baseName.text.first?.isUppercase == true
            }
            return false
        }

        /// Whether `type` names a type by a chain: `A`, `Self`, `A.B`, `A<T>.B`.
        static func isTypeChain(_ type: TypeSyntax) -> Bool {
            type.is(IdentifierTypeSyntax.self) || (type.as(MemberTypeSyntax.self).map { isTypeChain($0.baseType) } ?? false)
        }

        /// Whether a capitalised property component of a key path is a member of a type: the root
        /// is a type chain and every component before it is a capitalised property.
        static func isTypeMember(_ component: KeyPathPropertyComponentSyntax) -> Bool {
            guard let item = component.parent?.as(KeyPathComponentSyntax.self),
                  let keyPath = item.parent?.parent?.as(KeyPathExprSyntax.self),
                  let root = keyPath.root, isTypeChain(root)
            else { return false }
            for earlier in keyPath.components {
                if earlier.id == item.id { return true }
                guard let property = earlier.component.as(KeyPathPropertyComponentSyntax.self),
                      property.declName.baseName.text.first?.isUppercase == true
                else { return false }
            }
            return false
        }

        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            if node.is(ImportDeclSyntax.self) { return .skipChildren }
            if let type = node.as(IdentifierTypeSyntax.self) {
                if type.name.text != "Self" { note(type.name.text, at: type, in: &references) }
            } else if let type = node.as(MemberTypeSyntax.self) {
                if Self.isTypeChain(type.baseType) { note(type.name.text, at: type.name, in: &references) }
            } else if let reference = node.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true,
                      reference.baseName.text != "Self" {
                if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                    // A member is a type only when written after one: `A.B`, not `value.B` or `.B`.
                    if let base = member.base, Self.isTypeChain(base) { note(reference.baseName.text, at: reference, in: &references) }
                } else if let component = reference.parent?.as(KeyPathPropertyComponentSyntax.self) {
                    if Self.isTypeMember(component) { note(reference.baseName.text, at: reference, in: &references) }
                } else {
                    note(reference.baseName.text, at: reference, in: &references)
                }
            } else if let unwrap = node.as(ForceUnwrapExprSyntax.self) {
                note("!", at: unwrap.exclamationMark, in: &forceUnwraps)
            } else if let attempt = node.as(TryExprSyntax.self), attempt.questionOrExclamationMark?.tokenKind == .exclamationMark {
                note("try!", at: attempt, in: &forceUnwraps)
            } else if let declaration = node.asProtocol(NamedDeclSyntax.self),
                      node.is(ClassDeclSyntax.self) || node.is(StructDeclSyntax.self) || node.is(ProtocolDeclSyntax.self) {
                note(declaration.name.text, at: node, in: &types)
            }
            return .visitChildren
        }
    }

    private func summary(of facts: FileFacts) -> (references: [String], forceUnwraps: [String], types: [String]) {
        (facts.references.map { "\(facts[$0.name])@\($0.position.line):\($0.position.column)" },
         facts.forceUnwraps.map { "\($0.isTry ? "try!" : "!")@\($0.position.line):\($0.position.column)" },
         facts.types.filter { [.class, .struct, .protocol].contains($0.kind) }
             .map { "\(facts[$0.name])@\($0.position.line):\($0.position.column)" })
    }

    @Test("facts are where swift-syntax says they are, in the fixtures and in 1,000 mangled files full of missing and unexpected syntax")
    func locationsMatchSwiftSyntax() {
        var generator = SeededGenerator(seed: 0x10CA7E)
        var sources = FuzzTests.seeds
        for round in 0..<1_000 {
            sources.append(FuzzTests.mutate(FuzzTests.seeds[round % FuzzTests.seeds.count], with: &generator))
        }
        sources += ["\u{FEFF}struct A { let b: B! }", "let x: = Y()", "class : { var a: }", "\r\nlet a = b!\r\n", "try! A()"]
        // A file without errors, whose token-only nodes (modifiers, patterns, literals, operators, argument
        // labels, string segments) the collector does not walk into, around ones that hold references.
        let clean = """
            import Foundation
            public final class Box<Element: Equatable>: Base<Element>, @unchecked Sendable where Element: Hashable {
                @Published private(set) var items: [Element] = [], count = 0
                let map: Dictionary<String, Array<Set<Item>>> = [:]
                override func f(_ value: inout Value?) -> Result<Item, any Error> {
                    let g = { a, b in Item(a) == b && a != Other.none }
                    let s = "text \\(Item.shared) and \\(Other<Value>()) and more"
                    let r = Item.init(name:kind:), _ = Swift.Array<Int>(), _ = 1 + 2.0 - 0x3
                    var flag = value! ?? nil, other = true ? Case.a : Case.b(Payload())
                    _ = try! Item.make(from: [Key: Value]())
                    super.f(&value)
                    return .success(Item())
                }
            }
            """
        #expect(!Parser.parse(source: clean).hasError)
        sources.append(clean)
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
