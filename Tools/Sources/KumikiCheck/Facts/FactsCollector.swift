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
    /// The open scopes (indices into `facts.scopes`), innermost last, each with how many code
    /// blocks were open when it was entered.
    private var scopeStack: [(scope: Int, codeDepth: Int)] = []
    /// For each open code block (a body of statements, a closure, an accessor), the local scope made
    /// for what it declares, once it declares something.
    private var codeBlocks: [Int?] = []
    /// For each dependency slot, where its type's name is, to link it to that name's reference.
    private var slotNamePositions: [FileFacts.Position?] = []
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
    private struct Descent {
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
    private mutating func walk(_ raw: RawSyntax, _ layout: RawSyntaxLayoutView) {
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
    private mutating func walkChildren(of layout: RawSyntaxLayoutView, skipping skipped: RawSyntax? = nil) {
        for child in layout.children {
            guard let child, let childLayout = child.layoutView else { continue }
            if let skipped, child.id == skipped.id { continue }
            walk(child, childLayout)
        }
    }

    /// Leaves what a node's ``Descent`` entered.
    @inline(never)
    private mutating func undo(_ descent: Descent) {
        if descent.leavesCodeBlock, let block = codeBlocks.popLast(), block != nil { scopeStack.removeLast() }
        if descent.popsScope { scopeStack.removeLast() }
        if descent.popsType {
            typeStack.removeLast()
            observableStack.removeLast()
            scopeStack.removeLast()
        }
        if descent.leavesTopLevelDeclaration { topLevelDeclaration = nil }
    }

    /// Whether ``record(_:kind:)`` has anything to do for nodes of `kind`.
    private static func carriesFacts(_ kind: SyntaxKind) -> Bool {
        switch kind {
        case .importDecl, .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl,
             .identifierType, .memberType, .declReferenceExpr, .memberAccessExpr, .keyPathExpr, .variableDecl, .initializerDecl,
             .forceUnwrapExpr, .tryExpr, .functionDecl, .typeAliasDecl, .associatedTypeDecl, .macroExpansionDecl, .macroExpansionExpr,
             .codeBlock, .closureExpr, .accessorBlock:
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
            return declare(.class, name(node.name), node.inheritanceClause, node.genericParameterClause, raw,
                           isObservable: hasAttribute(node.attributes.raw, "Observable"))
        case .structDecl:
            guard let node = RawStructDeclSyntax(raw) else { break }
            return declare(.struct, name(node.name), node.inheritanceClause, node.genericParameterClause, raw)
        case .enumDecl:
            guard let node = RawEnumDeclSyntax(raw) else { break }
            return declare(.enum, name(node.name), node.inheritanceClause, node.genericParameterClause, raw)
        case .actorDecl:
            guard let node = RawActorDeclSyntax(raw) else { break }
            return declare(.actor, name(node.name), node.inheritanceClause, node.genericParameterClause, raw)
        case .protocolDecl:
            guard let node = RawProtocolDeclSyntax(raw) else { break }
            return declare(.protocol, name(node.name), node.inheritanceClause, nil, raw)
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
            // A pattern that binds no single name (`let (a, b) = …`) leaves its code top-level code.
            guard isAtTopLevel, let variable = Children(of: node.bindings.raw).lazy
                .compactMap({ RawPatternBindingSyntax($0).flatMap { RawIdentifierPatternSyntax($0.pattern) } }).first
            else { break }
            return enterTopLevelDeclaration(.variable, name(variable.identifier))
        case .functionDecl:
            guard let node = RawFunctionDeclSyntax(raw) else { break }
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
            if isAtTopLevel { return enterTopLevelDeclaration(.typealias, name(node.name)) }
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
        typeStack.isEmpty && topLevelDeclaration == nil && codeBlocks.isEmpty
    }

    /// Enters a top-level declaration (the walk is at the top level): the references under it carry it.
    private mutating func enterTopLevelDeclaration(_ kind: FileFacts.TopLevelDeclaration.Kind, _ name: FileFacts.Name) -> Descent {
        topLevelDeclaration = facts.topLevelDeclarations.count
        facts.topLevelDeclarations.append(FileFacts.TopLevelDeclaration(kind: kind, name: name))
        var descent = Descent.children
        descent.leavesTopLevelDeclaration = true
        return descent
    }

    /// Opens a scope of code for a generic function's or initializer's parameters, which hide
    /// outer types of their names in its signature and body.
    private mutating func enterGenericCode(_ clause: RawGenericParameterClauseSyntax?) -> Descent {
        guard let clause else { return .children }
        let scope = openScope(.local, path: [], isLocal: true)
        facts.scopes[scope].shadows = genericParameterNames(clause)
        var descent = Descent.children
        descent.popsScope = true
        return descent
    }

    /// The names a generic parameter clause declares.
    private mutating func genericParameterNames(_ clause: RawGenericParameterClauseSyntax?) -> [FileFacts.Name] {
        var declared: [FileFacts.Name] = []
        for parameter in Children(of: clause?.parameters.raw) {
            if let parameter = RawGenericParameterSyntax(parameter) { declared.append(name(parameter.name)) }
        }
        return declared
    }

    /// Appends a scope whose parent is the innermost open one and opens it.
    private mutating func openScope(_ kind: FileFacts.Scope.Kind, path: [FileFacts.Name], isLocal: Bool) -> Int {
        let index = facts.scopes.count
        facts.scopes.append(FileFacts.Scope(kind: kind, parent: scopeStack.last?.scope, path: path, isLocal: isLocal))
        scopeStack.append((index, codeBlocks.count))
        return index
    }

    /// Whether a declaration here sits in code (a body of statements, a closure, an accessor)
    /// rather than directly in a type or at file scope.
    private var isInCode: Bool {
        codeBlocks.count > (scopeStack.last?.codeDepth ?? 0)
    }

    /// Whether a declaration here is seen by the code around it alone: it sits in code, or in a type that does.
    private var isLocal: Bool {
        isInCode || (scopeStack.last.map { facts.scopes[$0.scope].isLocal } ?? false)
    }

    /// Records that `name` is declared here and hides outer types of its name: in the innermost
    /// type or generic code, or, in a body of statements, in a local scope made for that block.
    private mutating func shadow(_ name: FileFacts.Name) {
        if isInCode {
            let block = codeBlocks.count - 1
            if codeBlocks[block] == nil {
                // Opened for the rest of the block; closed when the block is left.
                codeBlocks[block] = openScope(.local, path: [], isLocal: true)
                scopeStack[scopeStack.count - 1].codeDepth = codeBlocks.count
            }
            if let scope = codeBlocks[block] { facts.scopes[scope].shadows.append(name) }
        } else if let scope = scopeStack.last?.scope {
            facts.scopes[scope].shadows.append(name)
        }
    }

    /// Records a use of the type named by `token`, located at `raw`, in the current type or top-level
    /// declaration and scope; returns its index in `facts.references`.
    @discardableResult
    private mutating func recordReference(
        to token: RawTokenSyntax, at raw: RawSyntax, qualifier: FileFacts.Qualifier = .none
    ) -> Int {
        facts.references.append(FileFacts.Reference(
            name: name(token), enclosingType: typeStack.last, position: position(of: raw), topLevelDeclaration: topLevelDeclaration,
            scope: scopeStack.last?.scope, qualifier: qualifier))
        return facts.references.count - 1
    }

    /// Records the names of a type written `A`, `A.B`, `Self.B` or `Module.A` (with any generic
    /// arguments walked as usual), each member qualified by what it is written after; returns
    /// what the whole names, for a member written after it.
    private mutating func recordTypeChain(_ raw: RawSyntax) -> FileFacts.Qualifier? {
        switch raw.kind {
        case .identifierType:
            guard let node = RawIdentifierTypeSyntax(raw) else { return nil }
            if node.name.tokenText == "Self" { return .selfType }
            let index = recordReference(to: node.name, at: raw)
            walkUnexpectedChildren(of: raw)
            if let arguments = node.genericArgumentClause?.raw, let layout = arguments.layoutView { walk(arguments, layout) }
            return .reference(index)
        case .memberType:
            guard let node = RawMemberTypeSyntax(raw) else { return nil }
            let base = recordTypeChain(node.baseType.raw)
            var result: FileFacts.Qualifier?
            if let base {
                result = .reference(recordReference(to: node.name, at: node.name.raw, qualifier: base))
            }
            walkUnexpectedChildren(of: raw)
            if let arguments = node.genericArgumentClause?.raw, let layout = arguments.layoutView { walk(arguments, layout) }
            return result
        default:
            if let layout = raw.layoutView { walk(raw, layout) }
            return nil
        }
    }

    /// Records the type names of an expression written `A`, `A.B`, `Self.B` or `Module.A`, each
    /// member qualified by what it is written after; an expression that is not such a chain
    /// (a call, a value's member) is walked as usual. Returns what the whole names, if a type.
    private mutating func recordExpressionChain(_ raw: RawSyntax) -> FileFacts.Qualifier? {
        switch raw.kind {
        case .declReferenceExpr:
            guard let node = RawDeclReferenceExprSyntax(raw) else { return nil }
            walkUnexpectedChildren(of: raw)
            let text = node.baseName.tokenText
            if text == "Self" { return .selfType }
            guard startsUppercase(text) else { return nil }
            return .reference(recordReference(to: node.baseName, at: raw))
        case .memberAccessExpr:
            guard let node = RawMemberAccessExprSyntax(raw) else { return nil }
            recordSingletonAccess(node)
            walkUnexpectedChildren(of: raw)
            walkUnexpectedChildren(of: node.declName.raw)
            // `.member` on an implied type names nothing this file can place.
            guard let base = node.base else { return nil }
            let qualifier = recordExpressionChain(base.raw)
            let member = node.declName.baseName
            guard let qualifier, startsUppercase(member.tokenText) else { return nil }
            return .reference(recordReference(to: member, at: node.declName.raw, qualifier: qualifier))
        default:
            if let layout = raw.layoutView { walk(raw, layout) }
            return nil
        }
    }

    /// In a tree with errors, walks the unexpected syntax among a node's children, which a node
    /// handled by hand would otherwise skip.
    private mutating func walkUnexpectedChildren(of raw: RawSyntax) {
        guard !isCleanTree, let layout = raw.layoutView else { return }
        for child in layout.children {
            if let child, child.kind == .unexpectedNodes, let childLayout = child.layoutView { walk(child, childLayout) }
        }
    }

    /// `Type.shared` and the like: a singleton reached through its type.
    private mutating func recordSingletonAccess(_ node: RawMemberAccessExprSyntax) {
        guard Self.isSingletonMember(node.declName.baseName.tokenText),
              let base = node.base.flatMap({ RawDeclReferenceExprSyntax($0) }), startsUppercase(base.baseName.tokenText)
        else { return }
        facts.singletonAccesses.append(FileFacts.SingletonAccess(
            base: name(base.baseName), member: name(node.declName.baseName),
            enclosingType: typeStack.last, position: position(of: node.raw)))
    }

    /// `\A.B.c`: the root type, then each capitalised component written after a type, as a member of it.
    private mutating func recordKeyPath(_ node: RawKeyPathExprSyntax) {
        walkUnexpectedChildren(of: node.raw)
        var qualifier = node.root.flatMap { recordTypeChain($0.raw) }
        for element in Children(of: node.components.raw) {
            guard let component = RawKeyPathComponentSyntax(element) else {
                if let layout = element.layoutView { walk(element, layout) }
                continue
            }
            walkUnexpectedChildren(of: element)
            if let property = RawKeyPathPropertyComponentSyntax(component.component.raw), let base = qualifier,
               startsUppercase(property.declName.baseName.tokenText) {
                qualifier = .reference(recordReference(to: property.declName.baseName, at: property.declName.raw, qualifier: base))
                walkUnexpectedChildren(of: property.raw)
                walkUnexpectedChildren(of: property.declName.raw)
                if let arguments = property.genericArgumentClause?.raw, let layout = arguments.layoutView { walk(arguments, layout) }
            } else if let property = RawKeyPathPropertyComponentSyntax(component.component.raw) {
                // A property of a value, or of the root the context implies: no type of its own.
                qualifier = nil
                walkUnexpectedChildren(of: property.raw)
                walkUnexpectedChildren(of: property.declName.raw)
                if let arguments = property.genericArgumentClause?.raw, let layout = arguments.layoutView { walk(arguments, layout) }
            } else {
                qualifier = nil
                if let layout = component.component.raw.layoutView { walk(component.component.raw, layout) }
            }
        }
    }

    private mutating func declare(
        _ kind: FileFacts.DeclaredType.Kind, _ name: FileFacts.Name, _ inheritance: RawInheritanceClauseSyntax?,
        _ generics: RawGenericParameterClauseSyntax?, _ raw: RawSyntax, isObservable: Bool = false
    ) -> Descent {
        // Child by child: the typed `elements` array was an allocation per declaration.
        var inherited: [FileFacts.Name] = []
        for element in Children(of: inheritance?.inheritedTypes.raw) {
            guard let type = RawInheritedTypeSyntax(element)?.type.raw else { continue }
            inherited.append(nominalName(of: type) ?? names.name(trimmedText(type), in: &facts.names))
        }
        let isLocal = self.isLocal
        // A local type hides outer types of its name from the code around it.
        if isLocal { shadow(name) }
        let path = isLocal ? [name] : (scopeStack.last.map { facts.scopes[$0.scope].path } ?? []) + [name]
        let scope = openScope(.type, path: path, isLocal: isLocal)
        facts.scopes[scope].shadows = genericParameterNames(generics)
        facts.types.append(FileFacts.DeclaredType(
            kind: kind, name: name, inherited: inherited, position: position(of: raw), isNested: !typeStack.isEmpty || isLocal,
            scope: scope))
        typeStack.append(name)
        observableStack.append(isObservable)
        var descent = Descent.children
        descent.popsType = true
        return descent
    }

    /// An extension: the extended type's names are looked up from outside it, everything else
    /// in it sees the extended type's members first.
    private mutating func declareExtension(_ node: RawExtensionDeclSyntax, _ raw: RawSyntax) -> Descent {
        let extended = node.extendedType.raw
        let first = facts.references.count
        _ = recordTypeChain(extended)
        let name = nominalName(of: extended) ?? names.name(trimmedText(extended), in: &facts.names)
        // The extended type is looked up from outside the extension, but written for it: findings name the extension.
        for index in first..<facts.references.count { facts.references[index].enclosingType = name }
        let path = writtenPath(of: extended)
        let descent = declare(.extension, name, node.inheritanceClause, nil, raw)
        // An extension's scope is the type it extends, as written (`extension A.B` extends B in A).
        if let scope = scopeStack.last?.scope {
            facts.scopes[scope].kind = .extension
            facts.scopes[scope].path = path
        }
        if let layout = raw.layoutView { walkChildren(of: layout, skipping: extended) }
        undo(descent)
        return .none
    }

    /// The names of a type written as a chain (`A`, `A.B`, `A<T>.B`), outermost first; empty for
    /// any other type (an array, a tuple), whose members no lookup reaches.
    private mutating func writtenPath(of raw: RawSyntax) -> [FileFacts.Name] {
        switch raw.kind {
        case .identifierType:
            return RawIdentifierTypeSyntax(raw).map { [name($0.name)] } ?? []
        case .memberType:
            guard let node = RawMemberTypeSyntax(raw) else { return [] }
            let base = writtenPath(of: node.baseType.raw)
            return base.isEmpty ? [] : base + [name(node.name)]
        case .attributedType:
            return RawAttributedTypeSyntax(raw).map { writtenPath(of: $0.baseType.raw) } ?? []
        default:
            return []
        }
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
            guard let node = RawPatternBindingSyntax(binding), node.accessorBlock == nil, let type = node.typeAnnotation?.type
            else { continue }
            recordDependencySlot(type.raw, at: binding)
        }
    }

    /// An initializer's parameters (not those of functions nested in its body): candidate dependencies.
    private mutating func recordInitializerParameters(_ node: RawInitializerDeclSyntax) {
        for parameter in Children(of: node.signature.parameterClause.parameters.raw) {
            guard let node = RawFunctionParameterSyntax(parameter) else { continue }
            recordDependencySlot(node.type.raw, at: parameter)
        }
    }

    /// A slot of the nominal type `type`, if it names one, located at `raw`; the reference its
    /// name becomes, once walked, is linked to it by ``linkDependencySlots()``.
    private mutating func recordDependencySlot(_ type: RawSyntax, at raw: RawSyntax) {
        guard let typeName = nominalName(of: type) else { return }
        facts.dependencySlots.append(FileFacts.DependencySlot(typeName: typeName, enclosingType: typeStack.last, position: position(of: raw)))
        slotNamePositions.append(nominalNameNode(of: type).map { position(of: $0) })
    }

    /// The node a nominal type's name is recorded at: the identifier type, or a member type's name.
    private func nominalNameNode(of type: RawSyntax) -> RawSyntax? {
        switch type.kind {
        case .identifierType: return type
        case .memberType: return RawMemberTypeSyntax(type)?.name.raw
        case .optionalType: return RawOptionalTypeSyntax(type).flatMap { nominalNameNode(of: $0.wrappedType.raw) }
        case .implicitlyUnwrappedOptionalType:
            return RawImplicitlyUnwrappedOptionalTypeSyntax(type).flatMap { nominalNameNode(of: $0.wrappedType.raw) }
        case .someOrAnyType: return RawSomeOrAnyTypeSyntax(type).flatMap { nominalNameNode(of: $0.constraint.raw) }
        case .attributedType: return RawAttributedTypeSyntax(type).flatMap { nominalNameNode(of: $0.baseType.raw) }
        case .tupleType:
            guard let elements = RawTupleTypeSyntax(type)?.elements.elements, elements.count == 1, let only = elements.first else { return nil }
            return nominalNameNode(of: only.type.raw)
        default: return nil
        }
    }

    /// Links each dependency slot to the reference its type's name was recorded as: the one of
    /// that name at that position (references are in source order, so found by bisection).
    private mutating func linkDependencySlots() {
        for (slot, position) in zip(facts.dependencySlots.indices, slotNamePositions) {
            guard let position else { continue }
            var low = 0, high = facts.references.count
            while low < high {
                let middle = (low + high) / 2
                if facts.references[middle].position < position { low = middle + 1 } else { high = middle }
            }
            let name = facts.dependencySlots[slot].typeName
            func matches(_ index: Int) -> Bool { facts.references[index].position == position && facts.references[index].name == name }
            // An extension's attributes are walked after its extended type, so the order can be off: then search.
            facts.dependencySlots[slot].reference = (low..<facts.references.count).prefix { facts.references[$0].position == position }
                .first(where: matches) ?? facts.references.indices.first(where: matches)
        }
        slotNamePositions = []
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
