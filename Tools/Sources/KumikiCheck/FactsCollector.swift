// The raw-syntax SPI is used on purpose. Measured on the benchmark corpus, an
// empty `SyntaxVisitor` walk costs about a quarter of the parse it follows,
// because it materialises a `Syntax` node (parent chain, absolute position)
// for every node; walking `RawSyntax` costs about a thirtieth. That difference
// decides whether `kumiki check` keeps pace with the parser. The SPI surface
// used is small (node kinds, layout children, byte lengths, token text, the
// typed raw views), but it is not source-stable: a new swift-syntax release
// may need this file adjusted.
@_spi(RawSyntax) import SwiftSyntax
import Foundation

/// Collects the ``FileFacts`` of one parsed file in a single pre-order walk
/// of its raw syntax tree, tracking byte offsets itself.
struct FactsCollector {
    /// The facts collected so far.
    private(set) var facts: FileFacts

    private let path: String
    private let source: UnsafeBufferPointer<UInt8>
    private let lines: LineTable
    /// Names of the enclosing type declarations and extensions, innermost last.
    private var typeStack: [String] = []
    /// The long names made into strings so far; see ``text(_:)``.
    private var longNames: [String] = []

    /// Prepares to collect the facts of `source`, whose lines are `lines`, reported under `path`.
    init(path: String, source: UnsafeBufferPointer<UInt8>, lines: LineTable) {
        self.path = path
        self.source = source
        self.lines = lines
        facts = FileFacts(path: path)
        // Room for the usual density of type references (about one per 60 bytes) and slots,
        // rather than growing the arrays step by step for every file.
        facts.references.reserveCapacity(source.count / 60 + 4)
        facts.dependencySlots.reserveCapacity(source.count / 400 + 2)
        typeStack.reserveCapacity(4)
    }

    /// Walks `tree`, which must have been parsed from this collector's source.
    mutating func collect(_ tree: SourceFileSyntax) {
        withExtendedLifetime(tree) {
            if let layout = tree.raw.layoutView { walk(tree.raw, layout, at: 0) }
        }
    }

    /// What to do after recording a node's facts.
    private enum Descent {
        /// Walk the children.
        case children
        /// Walk the children inside the type just declared (pushed on the type stack).
        case childrenInType
        /// The node's facts are complete: skip its children.
        case none
    }

    /// Visits every layout node once. It is kept small, because it runs for every node
    /// (a large frame and spilled registers showed up at that count): the work for the
    /// few kinds that carry facts is out of line, in ``record(_:kind:at:)``.
    private mutating func walk(_ raw: RawSyntax, _ layout: RawSyntaxLayoutView, at offset: Int) {
        let kind = raw.kind
        var inType = false
        if Self.carriesFacts(kind) {
            switch record(raw, kind: kind, at: offset) {
            case .none: return
            case .childrenInType: inType = true
            case .children: break
            }
        }
        var childOffset = offset
        for child in layout.children {
            guard let child else { continue }
            if let childLayout = child.layoutView { walk(child, childLayout, at: childOffset) }
            childOffset += child.byteLength
        }
        if inType { typeStack.removeLast() }
    }

    /// Whether ``record(_:kind:at:)`` has anything to do for nodes of `kind`.
    private static func carriesFacts(_ kind: SyntaxKind) -> Bool {
        switch kind {
        case .importDecl, .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl,
             .identifierType, .declReferenceExpr, .memberAccessExpr, .variableDecl, .initializerDecl,
             .forceUnwrapExpr, .tryExpr:
            return true
        default:
            return false
        }
    }

    /// Records the facts of one node of a kind that ``carriesFacts(_:)``.
    @inline(never)
    private mutating func record(_ raw: RawSyntax, kind: SyntaxKind, at offset: Int) -> Descent {
        switch kind {
        case .importDecl:
            let node = RawImportDeclSyntax(raw)
            let module = node.map { $0.path.elements.map { text($0.name) }.joined(separator: ".") } ?? ""
            facts.imports.append(FileFacts.Import(module: module, location: location(raw, at: offset)))
            return .none
        case .classDecl:
            guard let node = RawClassDeclSyntax(raw) else { break }
            return declare("class", text(node.name), node.inheritanceClause, raw, at: offset)
        case .structDecl:
            guard let node = RawStructDeclSyntax(raw) else { break }
            return declare("struct", text(node.name), node.inheritanceClause, raw, at: offset)
        case .enumDecl:
            guard let node = RawEnumDeclSyntax(raw) else { break }
            return declare("enum", text(node.name), node.inheritanceClause, raw, at: offset)
        case .actorDecl:
            guard let node = RawActorDeclSyntax(raw) else { break }
            return declare("actor", text(node.name), node.inheritanceClause, raw, at: offset)
        case .protocolDecl:
            guard let node = RawProtocolDeclSyntax(raw) else { break }
            return declare("protocol", text(node.name), node.inheritanceClause, raw, at: offset)
        case .extensionDecl:
            guard let node = RawExtensionDeclSyntax(raw) else { break }
            let name = nominalName(of: node.extendedType.raw) ?? trimmedText(node.extendedType.raw)
            return declare("extension", name, node.inheritanceClause, raw, at: offset)
        case .identifierType:
            guard let node = RawIdentifierTypeSyntax(raw) else { break }
            facts.references.append(FileFacts.Reference(
                name: text(node.name), enclosingType: typeStack.last, location: location(raw, at: offset)))
        case .declReferenceExpr:
            guard let node = RawDeclReferenceExprSyntax(raw), startsUppercase(node.baseName.tokenText) else { break }
            facts.references.append(FileFacts.Reference(
                name: text(node.baseName), enclosingType: typeStack.last, location: location(raw, at: offset)))
        case .memberAccessExpr:
            guard let node = RawMemberAccessExprSyntax(raw), Self.isSingletonMember(node.declName.baseName.tokenText),
                  let base = node.base.flatMap({ RawDeclReferenceExprSyntax($0) }), startsUppercase(base.baseName.tokenText)
            else { break }
            facts.singletonAccesses.append(FileFacts.SingletonAccess(
                base: text(base.baseName), member: text(node.declName.baseName),
                enclosingType: typeStack.last, location: location(raw, at: offset)))
        case .variableDecl:
            guard let node = RawVariableDeclSyntax(raw) else { break }
            recordPublishedProperties(node, at: offset)
            recordStoredProperties(node, at: offset)
        case .initializerDecl:
            recordInitializerParameters(raw, at: offset)
        case .forceUnwrapExpr:
            // The `!` is the node's last token: its text ends where the node's trailing trivia starts.
            guard let node = RawForceUnwrapExprSyntax(raw) else { break }
            let markOffset = offset + raw.byteLength - raw.trailingTriviaByteLength - node.exclamationMark.tokenText.count
            facts.forceUnwraps.append(FileFacts.Reference(
                name: "!", enclosingType: typeStack.last, location: location(atUTF8Offset: markOffset)))
        case .tryExpr:
            guard let node = RawTryExprSyntax(raw), node.questionOrExclamationMark?.tokenKind == .exclamationMark else { break }
            facts.forceUnwraps.append(FileFacts.Reference(name: "try!", enclosingType: typeStack.last, location: location(raw, at: offset)))
        default:
            break
        }
        return .children
    }

    // MARK: - Declarations

    private mutating func declare(
        _ kind: String, _ name: String, _ inheritance: RawInheritanceClauseSyntax?, _ raw: RawSyntax, at offset: Int
    ) -> Descent {
        let inherited = inheritance?.inheritedTypes.elements.map { nominalName(of: $0.type.raw) ?? trimmedText($0.type.raw) } ?? []
        facts.types.append(FileFacts.DeclaredType(kind: kind, name: name, inherited: inherited, location: location(raw, at: offset)))
        typeStack.append(name)
        return .childrenInType
    }

    private mutating func recordPublishedProperties(_ node: RawVariableDeclSyntax, at offset: Int) {
        let isPublished = Children(of: node.attributes.raw, at: 0).contains { element, _ in
            guard let name = RawAttributeSyntax(element)?.attributeName.raw else { return false }
            let typeName = RawIdentifierTypeSyntax(name)?.name ?? RawMemberTypeSyntax(name)?.name
            return typeName?.tokenText == "Published"
        }
        guard isPublished else { return }
        let restricted = hasModifier(node.modifiers.raw, "private", "fileprivate")
        // The marker is a comment on the rest of the declaration's last line.
        let isBoundInput = restOfLine(after: node.raw, at: offset).contains("kumiki:bound-input")
        for (binding, _) in Children(of: node.bindings.raw, at: 0) {
            guard let pattern = RawPatternBindingSyntax(binding)?.pattern, let name = RawIdentifierPatternSyntax(pattern)?.identifier else { continue }
            facts.publishedProperties.append(FileFacts.PublishedProperty(
                name: text(name), hasRestrictedSetter: restricted, isBoundInput: isBoundInput,
                enclosingType: typeStack.last, location: location(node.raw, at: offset)))
        }
    }

    /// Stored properties (and locals) with a nominal type annotation, inside a type: candidate dependencies.
    private mutating func recordStoredProperties(_ node: RawVariableDeclSyntax, at offset: Int) {
        guard !typeStack.isEmpty, !hasModifier(node.modifiers.raw, "static", "class"),
              let (list, listOffset) = child(ofKind: .patternBindingList, in: node.raw, at: offset)
        else { return }
        for (binding, bindingOffset) in Children(of: list, at: listOffset) {
            guard let node = RawPatternBindingSyntax(binding), node.accessorBlock == nil,
                  let type = node.typeAnnotation?.type, let typeName = nominalName(of: type.raw)
            else { continue }
            facts.dependencySlots.append(FileFacts.DependencySlot(
                typeName: typeName, enclosingType: typeStack.last, location: location(binding, at: bindingOffset)))
        }
    }

    /// An initializer's parameters (not those of functions nested in its body): candidate dependencies.
    private mutating func recordInitializerParameters(_ raw: RawSyntax, at offset: Int) {
        guard let (signature, signatureOffset) = child(ofKind: .functionSignature, in: raw, at: offset),
              let (clause, clauseOffset) = child(ofKind: .functionParameterClause, in: signature, at: signatureOffset),
              let (list, listOffset) = child(ofKind: .functionParameterList, in: clause, at: clauseOffset)
        else { return }
        for (parameter, parameterOffset) in Children(of: list, at: listOffset) {
            guard let node = RawFunctionParameterSyntax(parameter), let typeName = nominalName(of: node.type.raw) else { continue }
            facts.dependencySlots.append(FileFacts.DependencySlot(
                typeName: typeName, enclosingType: typeStack.last, location: location(parameter, at: parameterOffset)))
        }
    }

    /// Whether a modifier list holds either of two modifiers.
    private func hasModifier(_ list: RawSyntax, _ first: SyntaxText, _ second: SyntaxText) -> Bool {
        Children(of: list, at: 0).contains { modifier, _ in
            guard let name = RawDeclModifierSyntax(modifier)?.name.tokenText else { return false }
            return name == first || name == second
        }
    }

    /// The first child of `raw` of `kind`, with its offset.
    private func child(ofKind kind: SyntaxKind, in raw: RawSyntax, at offset: Int) -> (RawSyntax, Int)? {
        Children(of: raw, at: offset).first { child, _ in child.kind == kind }
    }

    /// The present children of a node, each with its byte offset, without building an array:
    /// declarations are inspected child by child on every file.
    private struct Children: Sequence, IteratorProtocol {
        private let children: RawSyntaxBuffer?
        private var index = 0
        private var offset: Int

        init(of raw: RawSyntax, at offset: Int) {
            children = raw.layoutView?.children
            self.offset = offset
        }

        mutating func next() -> (RawSyntax, Int)? {
            guard let children else { return nil }
            while index < children.count {
                let child = children[index]
                index += 1
                guard let child else { continue }
                defer { offset += child.byteLength }
                return (child, offset)
            }
            return nil
        }
    }

    // MARK: - Types

    /// The nominal type an annotation is about: `any Foo?` → `Foo`; `Module.Foo<Bar>` → `Foo`;
    /// `nil` for arrays, dictionaries, functions, tuples and compositions, which name no single type.
    private mutating func nominalName(of type: RawSyntax) -> String? {
        switch type.kind {
        case .identifierType: return RawIdentifierTypeSyntax(type).map { text($0.name) }
        case .memberType: return RawMemberTypeSyntax(type).map { text($0.name) }
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

    /// A token's text as a `String`. Names too long to be stored inline in a `String`
    /// (more than 15 bytes) are made once per file and shared: a file names its own
    /// types and protocols again and again, and every copy was an allocation to make,
    /// compare and free.
    private mutating func text(_ token: RawTokenSyntax) -> String {
        let text = token.tokenText
        guard text.count > 15 else { return String(syntaxText: text) }
        for name in longNames where name.utf8.count == text.count
            && name.withUTF8Bytes({ memcmp($0.baseAddress.unsafelyUnwrapped, text.baseAddress.unsafelyUnwrapped, text.count) == 0 }) {
            return name
        }
        let name = String(syntaxText: text)
        longNames.append(name)
        return name
    }

    /// A node's source text without its leading and trailing trivia.
    private func trimmedText(_ raw: RawSyntax) -> String {
        let bytes = Array(raw.description.utf8)
        let start = min(raw.leadingTriviaByteLength, bytes.count)
        let end = max(start, bytes.count - raw.trailingTriviaByteLength)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether an identifier starts with an uppercase letter (a type name by convention).
    private func startsUppercase(_ text: SyntaxText) -> Bool {
        guard let first = text.first else { return false }
        if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
        return String(syntaxText: text).first?.isUppercase ?? false
    }

    /// Whether `text` is one of ``FileAnalyzer/singletonMembers``, compared as bytes so no string is built.
    private static func isSingletonMember(_ text: SyntaxText) -> Bool {
        // Every member access asks; almost none starts like a singleton member.
        guard let first = text.first, singletonMemberFirstBytes.contains(first) else { return false }
        return FileAnalyzer.singletonMembers.contains { $0.utf8.count == text.count && $0.utf8.elementsEqual(text) }
    }

    /// A short array rather than a `Set`: hashing a byte costs more than comparing three.
    private static let singletonMemberFirstBytes = Array(Set(FileAnalyzer.singletonMembers.compactMap(\.utf8.first)))

    /// The location of `raw`'s first token, which starts `offset` bytes into the file.
    private func location(_ raw: RawSyntax, at offset: Int) -> SourceLocation {
        location(atUTF8Offset: offset + raw.leadingTriviaByteLength)
    }

    private func location(atUTF8Offset offset: Int) -> SourceLocation {
        let (line, column) = lines.lineAndColumn(ofUTF8Offset: offset)
        return SourceLocation(file: path, line: line, column: column)
    }

    /// The bytes from the end of `raw`'s last token to the end of that line.
    private func restOfLine(after raw: RawSyntax, at offset: Int) -> UnsafeBufferPointer<UInt8> {
        let start = min(offset + raw.byteLength - raw.trailingTriviaByteLength, source.count)
        var end = start
        while end < source.count, source[end] != UInt8(ascii: "\n"), source[end] != UInt8(ascii: "\r") { end += 1 }
        return UnsafeBufferPointer(rebasing: source[start..<end])
    }
}
