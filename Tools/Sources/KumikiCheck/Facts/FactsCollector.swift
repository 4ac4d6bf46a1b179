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

    let path: String
    let source: UnsafeBufferPointer<UInt8>
    let lines: LineTable
    /// The line of the last position worked out: facts come in source order, so the next is on it or just after.
    var lineHint = 0
    /// Names of the enclosing type declarations and extensions, innermost last.
    var typeStack: [FileFacts.Name] = []
    /// For each type on `typeStack`, whether it is an `@Observable` class (its stored `var`s are tracked outputs).
    var observableStack: [Bool] = []
    /// For each type on `typeStack`, whether it is a class, whose members ``FileFacts/members`` records.
    var classStack: [Bool] = []
    /// The member access a function call calls (`AVCaptureDevice.default` in `AVCaptureDevice.default(for:)`):
    /// the call makes a value, so the access is no read of a stored instance.
    var calledMemberAccess: RawSyntax.ID?
    /// The byte ranges of the default values of initializer parameters walked so far: a singleton read there
    /// is the production default of an injected dependency, not a reach from inside the type.
    var defaultArgumentSpans: [Range<Int>] = []
    /// For each type on `typeStack`, the widest access a declaration inside it can have, and the
    /// level of one that writes none (`public extension` makes its members public).
    var accessStack: [(limit: FileFacts.AccessLevel, unwritten: FileFacts.AccessLevel)] = []
    /// Outside every type, the index in `facts.topLevelDeclarations` of the declaration being walked.
    var topLevelDeclaration: Int?
    /// The open scopes (indices into `facts.scopes`), innermost last, each with how many code
    /// blocks were open when it was entered.
    var scopeStack: [(scope: Int, codeDepth: Int)] = []
    /// For each open code block (a body of statements, a closure, an accessor), the local scope made
    /// for what it declares, once it declares something.
    var codeBlocks: [Int?] = []
    /// For each dependency slot, where its type's name is, to link it to that name's reference.
    var slotNamePositions: [FileFacts.Position?] = []
    /// Finds the names already in `facts.names`.
    var names = NameTable()
    /// The tree being walked.
    var root: RawSyntax?
    /// Where the parser's copy of the source starts; `nil` when the tree does not bear
    /// that out, and then offsets are summed from the root instead.
    var sourceStart: UnsafePointer<UInt8>?
    /// The conditions of the `#if` clauses around the walk, innermost last, each with its enclosing ones.
    var conditionStack: [String] = []
    /// Whether the tree has no parse error, and so no unexpected syntax hidden inside nodes
    /// that otherwise hold only tokens: then those nodes need not be walked into.
    var isCleanTree = false

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
        scopeStack.reserveCapacity(4)
        codeBlocks.reserveCapacity(8)
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
        linkDependencySlots()
    }

    /// What to undo after walking a node's children, and whether to walk them at all.
    struct Descent {
        /// Whether the children are walked.
        var walksChildren = true
        /// Whether a type was pushed on the type stack (and its scope on the scope stack).
        var popsType = false
        /// Whether a scope of code (generic parameters) was pushed.
        var popsScope = false
        /// Whether a top-level declaration was entered.
        var leavesTopLevelDeclaration = false
        /// Whether a code block was entered.
        var leavesCodeBlock = false

        /// Walk the children, nothing to undo.
        static let children = Descent()
        /// The node's facts are complete: skip its children.
        static let none = Descent(walksChildren: false)
    }

    /// Visits every layout node once. It is kept small, because it runs for every node
    /// (a large frame and spilled registers showed up at that count): the work for the
    /// few kinds that carry facts is out of line, in ``record(_:kind:)``.
    mutating func walk(_ raw: RawSyntax, _ layout: RawSyntaxLayoutView) {
        let kind = raw.kind
        var descent = Descent.children
        if Self.carriesFacts(kind) {
            descent = record(raw, kind: kind)
            if !descent.walksChildren { return }
        } else if isCleanTree, Self.holdsOnlyTokens(kind) {
            return
        }
        walkChildren(of: layout)
        if descent.popsType || descent.popsScope || descent.leavesTopLevelDeclaration || descent.leavesCodeBlock { undo(descent) }
    }

    /// Walks the children of a node, skipping `skipped` (a child already walked).
    mutating func walkChildren(of layout: RawSyntaxLayoutView, skipping skipped: RawSyntax? = nil) {
        for child in layout.children {
            guard let child, let childLayout = child.layoutView else { continue }
            if let skipped, child.id == skipped.id { continue }
            walk(child, childLayout)
        }
    }

    /// Leaves what a node's ``Descent`` entered.
    @inline(never)
    mutating func undo(_ descent: Descent) {
        if descent.leavesCodeBlock, let block = codeBlocks.popLast(), block != nil { scopeStack.removeLast() }
        if descent.popsScope { scopeStack.removeLast() }
        if descent.popsType {
            typeStack.removeLast()
            observableStack.removeLast()
            classStack.removeLast()
            accessStack.removeLast()
            scopeStack.removeLast()
        }
        if descent.leavesTopLevelDeclaration { topLevelDeclaration = nil }
    }

    /// Whether ``record(_:kind:)`` has anything to do for nodes of `kind`.
    static func carriesFacts(_ kind: SyntaxKind) -> Bool {
        switch kind {
        case .importDecl, .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl,
             .identifierType, .memberType, .declReferenceExpr, .memberAccessExpr, .keyPathExpr, .variableDecl, .initializerDecl,
             .forceUnwrapExpr, .tryExpr, .functionDecl, .typeAliasDecl, .associatedTypeDecl, .macroExpansionDecl, .macroExpansionExpr,
             .codeBlock, .closureExpr, .accessorBlock, .ifConfigDecl, .functionCallExpr:
            return true
        default:
            return false
        }
    }

    /// Whether nodes of `kind` hold only tokens (and, in a tree with errors, unexpected syntax):
    /// modifiers, patterns, literals and operators make up a good part of every tree, and
    /// walking into them cost a call per token for nothing.
    static func holdsOnlyTokens(_ kind: SyntaxKind) -> Bool {
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
    mutating func record(_ raw: RawSyntax, kind: SyntaxKind) -> Descent {
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
            return declare(.class, name(node.name), node.inheritanceClause, node.genericParameterClause, raw, modifiers: node.modifiers.raw,
                           isObservable: hasAttribute(node.attributes.raw, "Observable"))
        case .structDecl:
            guard let node = RawStructDeclSyntax(raw) else { break }
            return declare(.struct, name(node.name), node.inheritanceClause, node.genericParameterClause, raw, modifiers: node.modifiers.raw)
        case .enumDecl:
            guard let node = RawEnumDeclSyntax(raw) else { break }
            return declare(.enum, name(node.name), node.inheritanceClause, node.genericParameterClause, raw, modifiers: node.modifiers.raw)
        case .actorDecl:
            guard let node = RawActorDeclSyntax(raw) else { break }
            return declare(.actor, name(node.name), node.inheritanceClause, node.genericParameterClause, raw, modifiers: node.modifiers.raw)
        case .protocolDecl:
            guard let node = RawProtocolDeclSyntax(raw) else { break }
            return declare(.protocol, name(node.name), node.inheritanceClause, nil, raw, modifiers: node.modifiers.raw)
        case .extensionDecl:
            guard let node = RawExtensionDeclSyntax(raw) else { break }
            return declareExtension(node, raw)
        case .identifierType:
            guard let node = RawIdentifierTypeSyntax(raw) else { break }
            recordReference(to: node.name, at: raw)
            // Only generic arguments (or unexpected syntax) hold more.
            return isCleanTree && node.genericArgumentClause == nil ? .none : .children
        case .memberType:
            _ = recordTypeChain(raw)
            return .none
        case .declReferenceExpr:
            // A name, a module selector and argument labels: tokens only, unless the tree has errors.
            let descent: Descent = isCleanTree ? .none : .children
            guard let node = RawDeclReferenceExprSyntax(raw), startsUppercase(node.baseName.tokenText),
                  node.baseName.tokenText != "Self"
            else { return descent }
            recordReference(to: node.baseName, at: raw)
            return descent
        case .memberAccessExpr:
            _ = recordExpressionChain(raw)
            return .none
        case .keyPathExpr:
            guard let node = RawKeyPathExprSyntax(raw) else { break }
            recordKeyPath(node)
            return .none
        case .variableDecl:
            guard let node = RawVariableDeclSyntax(raw) else { break }
            recordPublishedProperties(node)
            recordStoredProperties(node)
            recordClassMembers(node)
            // A pattern that binds no single name (`let (a, b) = …`) leaves its code top-level code.
            guard isAtTopLevel, let variable = Children(of: node.bindings.raw).lazy
                .compactMap({ RawPatternBindingSyntax($0).flatMap { RawIdentifierPatternSyntax($0.pattern) } }).first
            else { break }
            return enterTopLevelDeclaration(.variable, name(variable.identifier))
        case .functionDecl:
            guard let node = RawFunctionDeclSyntax(raw) else { break }
            recordClassMethod(node)
            var descent = enterGenericCode(node.genericParameterClause)
            guard isAtTopLevel else { return descent }
            var label = String(syntaxText: node.name.tokenText) + "("
            for parameter in Children(of: node.signature.parameterClause.parameters.raw) {
                label += (RawFunctionParameterSyntax(parameter).map { String(syntaxText: $0.firstName.tokenText) } ?? "_") + ":"
            }
            descent.leavesTopLevelDeclaration = enterTopLevelDeclaration(.function, names.name(label + ")", in: &facts.names))
                .leavesTopLevelDeclaration
            return descent
        case .typeAliasDecl:
            guard let node = RawTypeAliasDeclSyntax(raw) else { break }
            if isAtTopLevel {
                let descent = enterTopLevelDeclaration(.typealias, name(node.name))
                facts.topLevelDeclarations[facts.topLevelDeclarations.count - 1].access = writtenAccess(node.modifiers.raw) ?? .internal
                return descent
            }
            // A member or local typealias hides outer types of its name where it is declared.
            shadow(name(node.name))
        case .associatedTypeDecl:
            guard let node = RawAssociatedTypeDeclSyntax(raw) else { break }
            shadow(name(node.name))
        case .macroExpansionDecl, .macroExpansionExpr:
            // `#Preview { … }` at the top level; as a statement it parses as an expression.
            guard isAtTopLevel,
                  let macro = RawMacroExpansionDeclSyntax(raw)?.macroName ?? RawMacroExpansionExprSyntax(raw)?.macroName
            else { break }
            return enterTopLevelDeclaration(.macro, name(macro))
        case .initializerDecl:
            guard let node = RawInitializerDeclSyntax(raw) else { break }
            recordInitializerParameters(node)
            return enterGenericCode(node.genericParameterClause)
        case .codeBlock, .closureExpr, .accessorBlock:
            codeBlocks.append(nil)
            var descent = Descent.children
            descent.leavesCodeBlock = true
            return descent
        case .functionCallExpr:
            guard let node = RawFunctionCallExprSyntax(raw) else { break }
            if node.calledExpression.raw.kind == .memberAccessExpr { calledMemberAccess = node.calledExpression.raw.id }
            recordBindingSetter(node)
        case .ifConfigDecl:
            guard let node = RawIfConfigDeclSyntax(raw) else { break }
            walkConditionalClauses(of: node)
            return .none
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

    /// Walks each clause of an `#if … #endif` under its condition, recording the stretch it compiles
    /// as a ``FileFacts/ConditionalRegion``. The conditions themselves are not walked: `canImport(UIKit)`
    /// names a module, not a type.
    @inline(never)
    mutating func walkConditionalClauses(of node: RawIfConfigDeclSyntax) {
        var clauses: [RawSyntax] = []
        for clause in Children(of: node.clauses.raw) { clauses.append(clause) }
        var earlier: [String] = []
        for (index, clauseRaw) in clauses.enumerated() {
            guard let clause = RawIfConfigClauseSyntax(clauseRaw), let layout = clauseRaw.layoutView else { continue }
            let own = clause.condition.map { Self.tokenText(of: $0.raw) }
            var parts = earlier.map { "!(\($0))" }
            if let own {
                parts.append("(\(own))")
                earlier.append(own)
            }
            let local = parts.isEmpty ? "true" : parts.joined(separator: " && ")
            let combined = conditionStack.last.map { "(\($0)) && \(local)" } ?? local
            let end = index + 1 < clauses.count
                ? RawIfConfigClauseSyntax(clauses[index + 1]).map { position(of: $0.poundKeyword.raw) } ?? position(of: node.poundEndif.raw)
                : position(of: node.poundEndif.raw)
            let condition = names.name(combined, in: &facts.names)
            facts.conditionalRegions.append(FileFacts.ConditionalRegion(condition: condition, start: position(of: clause.poundKeyword.raw), end: end))
            conditionStack.append(combined)
            walkChildren(of: layout, skipping: clause.condition?.raw)
            conditionStack.removeLast()
        }
        walkUnexpectedChildren(of: node.raw)
    }

    /// The text of `raw`'s present tokens, separated by single spaces (comments and line breaks dropped).
    static func tokenText(of raw: RawSyntax) -> String {
        var text = ""
        func collect(_ node: RawSyntax) {
            if let token = node.tokenView {
                guard token.presence == .present else { return }
                if !text.isEmpty { text += " " }
                text += String(syntaxText: token.rawText)
                return
            }
            guard let layout = node.layoutView else { return }
            for child in layout.children {
                if let child { collect(child) }
            }
        }
        collect(raw)
        return text
    }
}
