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
import KumikiSourceFiles

/// Collects the ``FileFacts`` of one parsed file in a single pre-order walk
/// of its raw syntax tree.
///
/// Positions come from token text addresses: the parser keeps one copy of the
/// source, every present token's text is a slice of it, so a token's offset is its
/// text's address minus the copy's start. Summing the byte length of every child
/// instead, to know where each node starts, cost a call per node of every file for
/// the few nodes that become facts.
struct FactsCollector {
    /// The facts collected so far; the analyser adds what is not in the tree (suppressions, the parse error).
    var facts: FileFacts

    private let path: String
    private let source: UnsafeBufferPointer<UInt8>
    private let lines: LineTable
    /// The line of the last position worked out: facts come in source order, so the next is on it or just after.
    private var lineHint = 0
    /// Names of the enclosing type declarations and extensions, innermost last.
    private var typeStack: [FileFacts.Name] = []
    /// For each type on `typeStack`, whether it is an `@Observable` class (its stored `var`s are tracked outputs).
    private var observableStack: [Bool] = []
    /// Outside every type, the index in `facts.topLevelDeclarations` of the declaration being walked.
    private var topLevelDeclaration: Int?
    /// Finds the names already in `facts.names`.
    private var names = NameTable()
    /// The tree being walked.
    private var root: RawSyntax?
    /// Where the parser's copy of the source starts; `nil` when the tree does not bear
    /// that out, and then offsets are summed from the root instead.
    private var sourceStart: UnsafePointer<UInt8>?
    /// Whether the tree has no parse error, and so no unexpected syntax hidden inside nodes
    /// that otherwise hold only tokens: then those nodes need not be walked into.
    private var isCleanTree = false

    /// Prepares to collect the facts of `source`, whose lines are `lines`, reported under `path`.
    init(path: String, source: UnsafeBufferPointer<UInt8>, lines: LineTable) {
        self.path = path
        self.source = source
        self.lines = lines
        facts = FileFacts(path: path)
        // Room for the usual density of type references (about one per 60 bytes), slots and names,
        // rather than growing the arrays step by step for every file.
        facts.references.reserveCapacity(source.count / 60 + 4)
        facts.dependencySlots.reserveCapacity(source.count / 150 + 4)
        facts.names.reserveCapacity(source.count / 80 + 8, averageLength: 16)
        typeStack.reserveCapacity(4)
    }

    /// Hands the facts over, leaving empty ones: reading ``facts`` instead copied every
    /// array and string of them (a retain each) only to release the collector's copy.
    mutating func takeFacts() -> FileFacts {
        var taken = FileFacts(path: path)
        swap(&taken, &facts)
        return taken
    }

    /// Walks `tree`, which must have been parsed from this collector's source.
    mutating func collect(_ tree: SourceFileSyntax) {
        withExtendedLifetime(tree) {
            root = tree.raw
            sourceStart = Self.sourceStart(of: tree, count: source.count)
            isCleanTree = !tree.hasError
            if let layout = tree.raw.layoutView { walk(tree.raw, layout) }
            root = nil
        }
    }

    /// What to do after recording a node's facts.
    private enum Descent {
        /// Walk the children.
        case children
        /// Walk the children inside the type just declared (pushed on the type stack).
        case childrenInType
        /// Walk the children inside the top-level declaration just entered (``topLevelDeclaration``).
        case childrenInTopLevelDeclaration
        /// The node's facts are complete: skip its children.
        case none
    }

    /// Visits every layout node once. It is kept small, because it runs for every node
    /// (a large frame and spilled registers showed up at that count): the work for the
    /// few kinds that carry facts is out of line, in ``record(_:kind:at:)``.
    private mutating func walk(_ raw: RawSyntax, _ layout: RawSyntaxLayoutView) {
        let kind = raw.kind
        var descent = Descent.children
        if Self.carriesFacts(kind) {
            descent = record(raw, kind: kind)
            if case .none = descent { return }
        } else if isCleanTree, Self.holdsOnlyTokens(kind) {
            return
        }
        for child in layout.children {
            if let child, let childLayout = child.layoutView { walk(child, childLayout) }
        }
        switch descent {
        case .childrenInType:
            typeStack.removeLast()
            observableStack.removeLast()
        case .childrenInTopLevelDeclaration: topLevelDeclaration = nil
        case .children, .none: break
        }
    }

    /// Whether ``record(_:kind:at:)`` has anything to do for nodes of `kind`.
    private static func carriesFacts(_ kind: SyntaxKind) -> Bool {
        switch kind {
        case .importDecl, .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl,
             .identifierType, .declReferenceExpr, .memberAccessExpr, .variableDecl, .initializerDecl,
             .forceUnwrapExpr, .tryExpr, .functionDecl, .typeAliasDecl, .macroExpansionDecl, .macroExpansionExpr:
            return true
        default:
            return false
        }
    }

    /// Whether nodes of `kind` hold only tokens (and, in a tree with errors, unexpected syntax):
    /// modifiers, patterns, literals and operators make up a good part of every tree, and
    /// walking into them cost a call per token for nothing.
    private static func holdsOnlyTokens(_ kind: SyntaxKind) -> Bool {
        switch kind {
        case .declModifierList, .declModifier, .identifierPattern, .wildcardPattern, .integerLiteralExpr, .floatLiteralExpr,
             .booleanLiteralExpr, .nilLiteralExpr, .stringSegment, .binaryOperatorExpr, .assignmentExpr, .discardAssignmentExpr,
             .superExpr, .declNameArguments, .closureShorthandParameterList, .closureShorthandParameter:
            return true
        default:
            return false
        }
    }

    /// Records the facts of one node of a kind that ``carriesFacts(_:)``.
    @inline(never)
    private mutating func record(_ raw: RawSyntax, kind: SyntaxKind) -> Descent {
        switch kind {
        case .importDecl:
            guard let node = RawImportDeclSyntax(raw) else { return .none }
            // `import M`, `import M.Sub` and `import struct M.T` all import (part of) the module M,
            // which is what layers and targets are about: the first component names it.
            var components = Children(of: node.path.raw)
            guard let first = components.next().flatMap({ RawImportPathComponentSyntax($0) }) else { return .none }
            let isExported = Children(of: node.attributes.raw).contains { element in
                guard let name = RawAttributeSyntax(element)?.attributeName.raw else { return false }
                return RawIdentifierTypeSyntax(name)?.name.tokenText == "_exported"
            }
            facts.imports.append(FileFacts.Import(module: name(first.name), position: position(of: raw), isExported: isExported))
            return .none
        case .classDecl:
            guard let node = RawClassDeclSyntax(raw) else { break }
            return declare(.class, name(node.name), node.inheritanceClause, raw, isObservable: hasAttribute(node.attributes.raw, "Observable"))
        case .structDecl:
            guard let node = RawStructDeclSyntax(raw) else { break }
            return declare(.struct, name(node.name), node.inheritanceClause, raw)
        case .enumDecl:
            guard let node = RawEnumDeclSyntax(raw) else { break }
            return declare(.enum, name(node.name), node.inheritanceClause, raw)
        case .actorDecl:
            guard let node = RawActorDeclSyntax(raw) else { break }
            return declare(.actor, name(node.name), node.inheritanceClause, raw)
        case .protocolDecl:
            guard let node = RawProtocolDeclSyntax(raw) else { break }
            return declare(.protocol, name(node.name), node.inheritanceClause, raw)
        case .extensionDecl:
            guard let node = RawExtensionDeclSyntax(raw) else { break }
            let name = nominalName(of: node.extendedType.raw) ?? names.name(trimmedText(node.extendedType.raw), in: &facts.names)
            return declare(.extension, name, node.inheritanceClause, raw)
        case .identifierType:
            guard let node = RawIdentifierTypeSyntax(raw) else { break }
            recordReference(to: node.name, at: raw)
            // Only generic arguments (or unexpected syntax) hold more.
            return isCleanTree && node.genericArgumentClause == nil ? .none : .children
        case .declReferenceExpr:
            // A name, a module selector and argument labels: tokens only, unless the tree has errors.
            let descent: Descent = isCleanTree ? .none : .children
            guard let node = RawDeclReferenceExprSyntax(raw), startsUppercase(node.baseName.tokenText) else { return descent }
            recordReference(to: node.baseName, at: raw)
            return descent
        case .memberAccessExpr:
            guard let node = RawMemberAccessExprSyntax(raw), Self.isSingletonMember(node.declName.baseName.tokenText),
                  let base = node.base.flatMap({ RawDeclReferenceExprSyntax($0) }), startsUppercase(base.baseName.tokenText)
            else { break }
            facts.singletonAccesses.append(FileFacts.SingletonAccess(
                base: name(base.baseName), member: name(node.declName.baseName),
                enclosingType: typeStack.last, position: position(of: raw)))
        case .variableDecl:
            guard let node = RawVariableDeclSyntax(raw) else { break }
            recordPublishedProperties(node)
            recordStoredProperties(node)
            // A pattern that binds no single name (`let (a, b) = …`) leaves its code top-level code.
            guard isAtTopLevel, let variable = Children(of: node.bindings.raw).lazy
                .compactMap({ RawPatternBindingSyntax($0).flatMap { RawIdentifierPatternSyntax($0.pattern) } }).first
            else { break }
            return enterTopLevelDeclaration(.variable, name(variable.identifier))
        case .functionDecl:
            guard isAtTopLevel, let node = RawFunctionDeclSyntax(raw) else { break }
            var label = String(syntaxText: node.name.tokenText) + "("
            for parameter in Children(of: node.signature.parameterClause.parameters.raw) {
                label += (RawFunctionParameterSyntax(parameter).map { String(syntaxText: $0.firstName.tokenText) } ?? "_") + ":"
            }
            return enterTopLevelDeclaration(.function, names.name(label + ")", in: &facts.names))
        case .typeAliasDecl:
            guard isAtTopLevel, let node = RawTypeAliasDeclSyntax(raw) else { break }
            return enterTopLevelDeclaration(.typealias, name(node.name))
        case .macroExpansionDecl, .macroExpansionExpr:
            // `#Preview { … }` at the top level; as a statement it parses as an expression.
            guard isAtTopLevel,
                  let macro = RawMacroExpansionDeclSyntax(raw)?.macroName ?? RawMacroExpansionExprSyntax(raw)?.macroName
            else { break }
            return enterTopLevelDeclaration(.macro, name(macro))
        case .initializerDecl:
            guard let node = RawInitializerDeclSyntax(raw) else { break }
            recordInitializerParameters(node)
        case .forceUnwrapExpr:
            guard let node = RawForceUnwrapExprSyntax(raw) else { break }
            facts.forceUnwraps.append(FileFacts.ForceUnwrap(
                isTry: false, enclosingType: typeStack.last, position: position(of: node.exclamationMark.raw)))
        case .tryExpr:
            guard let node = RawTryExprSyntax(raw), node.questionOrExclamationMark?.tokenKind == .exclamationMark else { break }
            facts.forceUnwraps.append(FileFacts.ForceUnwrap(isTry: true, enclosingType: typeStack.last, position: position(of: raw)))
        default:
            break
        }
        return .children
    }

    // MARK: - Declarations

    /// Whether the walk is outside every type and every top-level declaration.
    private var isAtTopLevel: Bool {
        typeStack.isEmpty && topLevelDeclaration == nil
    }

    /// Enters a top-level declaration (the walk is at the top level): the references under it carry it.
    private mutating func enterTopLevelDeclaration(_ kind: FileFacts.TopLevelDeclaration.Kind, _ name: FileFacts.Name) -> Descent {
        topLevelDeclaration = facts.topLevelDeclarations.count
        facts.topLevelDeclarations.append(FileFacts.TopLevelDeclaration(kind: kind, name: name))
        return .childrenInTopLevelDeclaration
    }

    /// Records a use of the type named by `token`, located at `raw`, in the current type or top-level declaration.
    private mutating func recordReference(to token: RawTokenSyntax, at raw: RawSyntax) {
        facts.references.append(FileFacts.Reference(
            name: name(token), enclosingType: typeStack.last, position: position(of: raw), topLevelDeclaration: topLevelDeclaration))
    }

    private mutating func declare(
        _ kind: FileFacts.DeclaredType.Kind, _ name: FileFacts.Name, _ inheritance: RawInheritanceClauseSyntax?, _ raw: RawSyntax,
        isObservable: Bool = false
    ) -> Descent {
        // Child by child: the typed `elements` array was an allocation per declaration.
        var inherited: [FileFacts.Name] = []
        for element in Children(of: inheritance?.inheritedTypes.raw) {
            guard let type = RawInheritedTypeSyntax(element)?.type.raw else { continue }
            inherited.append(nominalName(of: type) ?? names.name(trimmedText(type), in: &facts.names))
        }
        facts.types.append(FileFacts.DeclaredType(
            kind: kind, name: name, inherited: inherited, position: position(of: raw), isNested: !typeStack.isEmpty))
        typeStack.append(name)
        observableStack.append(isObservable)
        return .childrenInType
    }

    /// `@Published` properties, and the stored `var`s of an `@Observable` class (Observation tracks
    /// every one that is not `@ObservationIgnored`): the outputs `published-private-set` and
    /// `observable-private-set` hold to `private(set)`.
    private mutating func recordPublishedProperties(_ node: RawVariableDeclSyntax) {
        let isPublished = hasAttribute(node.attributes.raw, "Published")
        let isObservationTracked = !isPublished && observableStack.last == true && node.bindingSpecifier.tokenText == "var"
            && !hasAttribute(node.attributes.raw, "ObservationIgnored")
            && !hasModifier(node.modifiers.raw, "static", "class")
        guard isPublished || isObservationTracked else { return }
        let restricted = hasModifier(node.modifiers.raw, "private", "fileprivate")
        // The marker is a comment on the rest of the declaration's last line.
        let isBoundInput = restOfLine(after: node.raw).contains("kumiki:bound-input")
        for binding in Children(of: node.bindings.raw) {
            guard let binding = RawPatternBindingSyntax(binding), let name = RawIdentifierPatternSyntax(binding.pattern)?.identifier else { continue }
            // A computed property (a getter, no observers) stores nothing to set.
            if isObservationTracked, let accessors = binding.accessorBlock, !Self.hasOnlyObservers(accessors) { continue }
            facts.publishedProperties.append(FileFacts.PublishedProperty(
                name: self.name(name), hasRestrictedSetter: restricted, isBoundInput: isBoundInput,
                enclosingType: typeStack.last, position: position(of: node.raw), isObservationTracked: isObservationTracked))
        }
    }

    /// Whether an accessor block holds only `willSet`/`didSet` observers (a stored property).
    private static func hasOnlyObservers(_ block: RawAccessorBlockSyntax) -> Bool {
        guard let list = RawAccessorDeclListSyntax(block.accessors.raw) else { return false }
        return Children(of: list.raw).allSatisfy { element in
            guard let accessor = RawAccessorDeclSyntax(element) else { return false }
            let kind = accessor.accessorSpecifier.tokenText
            return kind == "willSet" || kind == "didSet"
        }
    }

    /// Whether `attributes` hold `@name` (or `@Module.name`).
    private func hasAttribute(_ attributes: RawSyntax?, _ expected: StaticString) -> Bool {
        Children(of: attributes).contains { element in
            guard let name = RawAttributeSyntax(element)?.attributeName.raw else { return false }
            let typeName = RawIdentifierTypeSyntax(name)?.name ?? RawMemberTypeSyntax(name)?.name
            return typeName.map { $0.tokenText == SyntaxText(expected) } ?? false
        }
    }

    /// Stored properties (and locals) with a nominal type annotation, inside a type: candidate dependencies.
    private mutating func recordStoredProperties(_ node: RawVariableDeclSyntax) {
        guard !typeStack.isEmpty, !hasModifier(node.modifiers.raw, "static", "class") else { return }
        for binding in Children(of: node.bindings.raw) {
            guard let node = RawPatternBindingSyntax(binding), node.accessorBlock == nil,
                  let type = node.typeAnnotation?.type, let typeName = nominalName(of: type.raw)
            else { continue }
            facts.dependencySlots.append(FileFacts.DependencySlot(
                typeName: typeName, enclosingType: typeStack.last, position: position(of: binding)))
        }
    }

    /// An initializer's parameters (not those of functions nested in its body): candidate dependencies.
    private mutating func recordInitializerParameters(_ node: RawInitializerDeclSyntax) {
        for parameter in Children(of: node.signature.parameterClause.parameters.raw) {
            guard let node = RawFunctionParameterSyntax(parameter), let typeName = nominalName(of: node.type.raw) else { continue }
            facts.dependencySlots.append(FileFacts.DependencySlot(
                typeName: typeName, enclosingType: typeStack.last, position: position(of: parameter)))
        }
    }

    /// Whether a modifier list holds either of two modifiers.
    private func hasModifier(_ list: RawSyntax, _ first: SyntaxText, _ second: SyntaxText) -> Bool {
        Children(of: list).contains { modifier in
            guard let name = RawDeclModifierSyntax(modifier)?.name.tokenText else { return false }
            return name == first || name == second
        }
    }

    /// The present children of a node, without building an array: declarations are
    /// inspected child by child on every file.
    private struct Children: Sequence, IteratorProtocol {
        private let children: RawSyntaxBuffer?
        private var index = 0

        init(of raw: RawSyntax?) {
            children = raw?.layoutView?.children
        }

        mutating func next() -> RawSyntax? {
            guard let children else { return nil }
            while index < children.count {
                let child = children[index]
                index += 1
                if let child { return child }
            }
            return nil
        }
    }

    // MARK: - Types

    /// The nominal type an annotation is about: `any Foo?` → `Foo`; `Module.Foo<Bar>` → `Foo`;
    /// `nil` for arrays, dictionaries, functions, tuples and compositions, which name no single type.
    private mutating func nominalName(of type: RawSyntax) -> FileFacts.Name? {
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
    private mutating func name(_ token: RawTokenSyntax) -> FileFacts.Name {
        let text = token.tokenText
        return names.name(UnsafeBufferPointer(start: text.baseAddress, count: text.count), in: &facts.names)
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
        // Every member access asks, and almost none is one: lengths first, then bytes, over an
        // array rather than the `Set`, whose hashing (or iteration) cost more than the comparisons.
        singletonMemberBytes.contains { member in
            member.count == text.count && member.withUnsafeBufferPointer { UnsafeBufferPointer(start: text.baseAddress, count: text.count).hasSameBytes(as: $0) }
        }
    }

    private static let singletonMemberBytes = FileAnalyzer.singletonMembers.map { Array($0.utf8) }

    /// The position of `raw`'s first present token: where a diagnostic about `raw` points.
    private mutating func position(of raw: RawSyntax) -> FileFacts.Position {
        let (line, column) = lines.lineAndColumn(ofUTF8Offset: textStart(of: raw), near: &lineHint)
        return FileFacts.Position(line: line, column: column)
    }

    /// The bytes from the end of `raw`'s last present token to the end of that line.
    private func restOfLine(after raw: RawSyntax) -> UnsafeBufferPointer<UInt8> {
        let start = min(textEnd(of: raw), source.count)
        return UnsafeBufferPointer(rebasing: source[start..<source.lineEnd(from: start)])
    }

    /// Where the parser's copy of `tree`'s source starts: the first present token's text
    /// less its leading trivia, if the end-of-file token ends `count` bytes later.
    private static func sourceStart(of tree: SourceFileSyntax, count: Int) -> UnsafePointer<UInt8>? {
        guard let root = RawSourceFileSyntax(tree.raw), let first = firstPresentToken(in: tree.raw),
              let firstText = first.rawText.baseAddress, let endText = root.endOfFileToken.tokenText.baseAddress
        else { return nil }
        let start = firstText - first.leadingTriviaByteLength
        return endText == start + count ? start : nil
    }

    /// The offset of the text of `raw`'s first present token (the end of its leading trivia).
    private func textStart(of raw: RawSyntax) -> Int {
        if let token = Self.firstPresentToken(in: raw), let offset = offset(ofTextOf: token, atEnd: false) { return offset }
        let (start, _) = span(of: raw)
        return start + raw.leadingTriviaByteLength
    }

    /// The offset just past the text of `raw`'s last present token (the start of its trailing trivia).
    private func textEnd(of raw: RawSyntax) -> Int {
        if let token = Self.lastPresentToken(in: raw), let offset = offset(ofTextOf: token, atEnd: true) { return offset }
        let (_, end) = span(of: raw)
        return end - raw.trailingTriviaByteLength
    }

    /// Where `token`'s text starts (or ends) in the file, if its address is within the parser's copy of the source.
    private func offset(ofTextOf token: RawSyntaxTokenView, atEnd: Bool) -> Int? {
        guard let sourceStart, let address = token.rawText.baseAddress else { return nil }
        let offset = address - sourceStart + (atEnd ? token.rawText.count : 0)
        return (0...source.count).contains(offset) ? offset : nil
    }

    /// The byte range of `raw` in the file, by summing byte lengths from the root: exact but
    /// slow, for the rare node with no present token (syntax the parser had to invent).
    private func span(of raw: RawSyntax) -> (start: Int, end: Int) {
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
    private static func firstPresentToken(in raw: RawSyntax) -> RawSyntaxTokenView? {
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
    private static func lastPresentToken(in raw: RawSyntax) -> RawSyntaxTokenView? {
        if let token = raw.tokenView { return token.presence == .present ? token : nil }
        guard let layout = raw.layoutView else { return nil }
        for child in layout.children.reversed() {
            if let child, let token = lastPresentToken(in: child) { return token }
        }
        return nil
    }
}
