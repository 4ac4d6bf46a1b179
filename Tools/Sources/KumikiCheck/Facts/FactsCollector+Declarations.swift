@_spi(RawSyntax) import SwiftSyntax
import Foundation
import KumikiSourceFiles

/// Declarations: what a file declares, the scopes it opens and the references in them.
extension FactsCollector {
    /// Whether the walk is outside every type and every top-level declaration.
    var isAtTopLevel: Bool {
        typeStack.isEmpty && topLevelDeclaration == nil && codeBlocks.isEmpty
    }

    /// Enters a top-level declaration (the walk is at the top level): the references under it carry it.
    mutating func enterTopLevelDeclaration(_ kind: FileFacts.TopLevelDeclaration.Kind, _ name: FileFacts.Name) -> Descent {
        topLevelDeclaration = facts.topLevelDeclarations.count
        facts.topLevelDeclarations.append(FileFacts.TopLevelDeclaration(kind: kind, name: name))
        var descent = Descent.children
        descent.leavesTopLevelDeclaration = true
        return descent
    }

    /// Opens a scope of code for a generic function's or initializer's parameters, which hide
    /// outer types of their names in its signature and body.
    mutating func enterGenericCode(_ clause: RawGenericParameterClauseSyntax?) -> Descent {
        guard let clause else { return .children }
        let scope = openScope(.local, path: [], isLocal: true)
        facts.scopes[scope].shadows = genericParameterNames(clause)
        var descent = Descent.children
        descent.popsScope = true
        return descent
    }

    /// The names a generic parameter clause declares.
    mutating func genericParameterNames(_ clause: RawGenericParameterClauseSyntax?) -> [FileFacts.Name] {
        var declared: [FileFacts.Name] = []
        for parameter in Children(of: clause?.parameters.raw) {
            if let parameter = RawGenericParameterSyntax(parameter) { declared.append(name(parameter.name)) }
        }
        return declared
    }

    /// Appends a scope whose parent is the innermost open one and opens it.
    mutating func openScope(_ kind: FileFacts.Scope.Kind, path: [FileFacts.Name], isLocal: Bool) -> Int {
        let index = facts.scopes.count
        facts.scopes.append(FileFacts.Scope(kind: kind, parent: scopeStack.last?.scope, path: path, isLocal: isLocal))
        scopeStack.append((index, codeBlocks.count))
        return index
    }

    /// Whether a declaration here sits in code (a body of statements, a closure, an accessor)
    /// rather than directly in a type or at file scope.
    var isInCode: Bool {
        codeBlocks.count > (scopeStack.last?.codeDepth ?? 0)
    }

    /// Whether a declaration here is seen by the code around it alone: it sits in code, or in a type that does.
    var isLocal: Bool {
        isInCode || (scopeStack.last.map { facts.scopes[$0.scope].isLocal } ?? false)
    }

    /// Records that `name` is declared here and hides outer types of its name: in the innermost
    /// type or generic code, or, in a body of statements, in a local scope made for that block.
    mutating func shadow(_ name: FileFacts.Name) {
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
    mutating func recordReference(
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
    mutating func recordTypeChain(_ raw: RawSyntax) -> FileFacts.Qualifier? {
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
    mutating func recordExpressionChain(_ raw: RawSyntax) -> FileFacts.Qualifier? {
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
    mutating func walkUnexpectedChildren(of raw: RawSyntax) {
        guard !isCleanTree, let layout = raw.layoutView else { return }
        for child in layout.children {
            if let child, child.kind == .unexpectedNodes, let childLayout = child.layoutView { walk(child, childLayout) }
        }
    }

    /// `Type.shared` and the like, read rather than called: a singleton reached through its type. In a
    /// ViewModel or a UseCase every such read of a static member is kept, since the project may declare
    /// a static instance under any name (``FileFacts/StaticInstance``); a read in an initializer
    /// parameter's default value (`appSettings: AppSettings = Provider.shared.appSettings`) is injected, and is not kept.
    mutating func recordSingletonAccess(_ node: RawMemberAccessExprSyntax) {
        recordTwoWayBinding(node)
        guard node.raw.id != calledMemberAccess,
              let base = node.base.flatMap({ RawDeclReferenceExprSyntax($0) }), startsUppercase(base.baseName.tokenText)
        else { return }
        let member = node.declName.baseName.tokenText
        if !defaultArgumentSpans.isEmpty {
            let start = textStart(of: node.raw)
            if defaultArgumentSpans.contains(where: { $0.contains(start) }) { return }
        }
        guard Self.isSingletonMember(member)
            || (!startsUppercase(member) && member != "self" && member != "init" && typeStack.last.map { owner in
                withBytes(of: owner) { Self.hasSuffix($0, "ViewModel") || Self.hasSuffix($0, "UseCase") }
            } == true)
        else { return }
        facts.singletonAccesses.append(FileFacts.SingletonAccess(
            base: name(base.baseName), member: name(node.declName.baseName),
            enclosingType: typeStack.last, position: position(of: node.raw)))
    }

    /// The bytes of one of the file's names, without making a `String`.
    func withBytes<Result>(of name: FileFacts.Name, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        facts.names.withBytes(at: name.index, body)
    }

    /// Whether `bytes` end with `suffix`.
    static func hasSuffix(_ bytes: UnsafeBufferPointer<UInt8>, _ suffix: StaticString) -> Bool {
        suffix.withUTF8Buffer { suffix in bytes.count >= suffix.count && bytes.suffix(suffix.count).elementsEqual(suffix) }
    }

    /// `$model.name` and `Bindable(model).name`: a binding the view can write through.
    mutating func recordTwoWayBinding(_ node: RawMemberAccessExprSyntax) {
        guard let base = node.base else { return }
        var variable: RawTokenSyntax?
        if let reference = RawDeclReferenceExprSyntax(base.raw), reference.baseName.tokenText.first == UInt8(ascii: "$") {
            variable = reference.baseName
        } else if let call = RawFunctionCallExprSyntax(base.raw),
                  RawDeclReferenceExprSyntax(call.calledExpression.raw)?.baseName.tokenText == "Bindable",
                  let argument = Children(of: call.arguments.raw).first(where: { _ in true }).flatMap({ RawLabeledExprSyntax($0) }),
                  let reference = RawDeclReferenceExprSyntax(argument.expression.raw) {
            variable = reference.baseName
        }
        guard let variable else { return }
        let text = variable.tokenText
        let dropped = text.first == UInt8(ascii: "$") ? 1 : 0
        let variableName = names.name(UnsafeBufferPointer(start: text.baseAddress.map { $0 + dropped }, count: text.count - dropped), in: &facts.names)
        facts.twoWayBindings.append(FileFacts.TwoWayBinding(
            base: variableName, member: name(node.declName.baseName), enclosingType: typeStack.last, position: position(of: node.raw)))
    }

    /// `Binding(get: { model.name }, set: { model.name = $0 })`: each property the setter assigns is bound two-way.
    mutating func recordBindingSetter(_ node: RawFunctionCallExprSyntax) {
        guard RawDeclReferenceExprSyntax(node.calledExpression.raw)?.baseName.tokenText == "Binding" else { return }
        var setters: [RawSyntax] = []
        for element in Children(of: node.arguments.raw) {
            if let argument = RawLabeledExprSyntax(element), argument.label?.tokenText == "set" { setters.append(argument.expression.raw) }
        }
        for element in Children(of: node.additionalTrailingClosures.raw) {
            if let closure = RawMultipleTrailingClosureElementSyntax(element), closure.label.tokenText == "set" { setters.append(closure.closure.raw) }
        }
        for setter in setters { recordAssignedProperties(in: setter, depth: 0) }
    }

    /// The properties assigned in `raw` (`model.name = value`, `self.model.name = value`), as two-way bindings.
    private mutating func recordAssignedProperties(in raw: RawSyntax, depth: Int) {
        guard depth < 32, let layout = raw.layoutView else { return }
        if let sequence = RawSequenceExprSyntax(raw) {
            var elements: [RawSyntax] = []
            for element in Children(of: sequence.elements.raw) { elements.append(element) }
            if elements.count >= 3, elements[1].kind == .assignmentExpr, let target = RawMemberAccessExprSyntax(elements[0]),
               let (variable, member) = assignedProperty(target) {
                facts.twoWayBindings.append(FileFacts.TwoWayBinding(
                    base: name(variable), member: name(member), enclosingType: typeStack.last, position: position(of: target.raw)))
            }
        }
        for child in layout.children {
            if let child { recordAssignedProperties(in: child, depth: depth + 1) }
        }
    }

    /// The variable and property of `model.name`, `self.model.name`, `model?.name` or `model.name.part`: the first property read from a variable.
    private func assignedProperty(_ access: RawMemberAccessExprSyntax) -> (RawTokenSyntax, RawTokenSyntax)? {
        var chain: [RawTokenSyntax] = [access.declName.baseName]
        var current = access.base
        while let expression = current {
            if let member = RawMemberAccessExprSyntax(expression.raw) {
                chain.insert(member.declName.baseName, at: 0)
                current = member.base
            } else if let reference = RawDeclReferenceExprSyntax(expression.raw) {
                if reference.baseName.tokenText != "self" { chain.insert(reference.baseName, at: 0) }
                current = nil
            } else if let optional = RawOptionalChainingExprSyntax(expression.raw) {
                // `model?.name = value` assigns `name` as `model.name = value` does.
                current = optional.expression
            } else if let forced = RawForceUnwrapExprSyntax(expression.raw) {
                current = forced.expression
            } else {
                return nil
            }
        }
        return chain.count >= 2 ? (chain[0], chain[1]) : nil
    }

    /// The stored properties a class declares in its body, and its static instances of itself.
    mutating func recordClassMembers(_ node: RawVariableDeclSyntax) {
        guard let owner = typeStack.last, !isInCode else { return }
        let isStatic = hasModifier(node.modifiers.raw, "static", "class")
        if isStatic {
            recordStaticInstances(node, of: owner)
            return
        }
        guard classStack.last == true else { return }
        let isVariable = node.bindingSpecifier.tokenText == "var"
        let isOverride = hasModifier(node.modifiers.raw, "override", "override")
        let isOutlet = hasAttribute(node.attributes.raw, "IBOutlet")
        for binding in Children(of: node.bindings.raw) {
            guard let binding = RawPatternBindingSyntax(binding), let identifier = RawIdentifierPatternSyntax(binding.pattern)?.identifier else { continue }
            if let accessors = binding.accessorBlock, !Self.hasOnlyObservers(accessors) { continue }
            facts.members.append(FileFacts.Member(
                kind: isVariable ? .storedVariable : .storedConstant, name: name(identifier), enclosingType: owner,
                typeName: binding.typeAnnotation.flatMap { nominalName(of: $0.type.raw) }, isOverride: isOverride, isOutlet: isOutlet,
                position: position(of: binding.raw)))
        }
    }

    /// `static let shared = Store()` or `static var current: Session`: a static stored property of the type's own type.
    private mutating func recordStaticInstances(_ node: RawVariableDeclSyntax, of owner: FileFacts.Name) {
        for binding in Children(of: node.bindings.raw) {
            guard let binding = RawPatternBindingSyntax(binding), let identifier = RawIdentifierPatternSyntax(binding.pattern)?.identifier,
                  binding.accessorBlock == nil
            else { continue }
            var typeName = binding.typeAnnotation.flatMap { nominalName(of: $0.type.raw) }
            if typeName == nil, let value = binding.initializer?.value.raw {
                let called = RawFunctionCallExprSyntax(value)?.calledExpression.raw ?? value
                typeName = RawDeclReferenceExprSyntax(called).map { name($0.baseName) }
            }
            guard typeName == owner else { continue }
            facts.staticInstances.append(FileFacts.StaticInstance(type: owner, member: name(identifier)))
        }
    }

    /// A method a class declares in its body.
    mutating func recordClassMethod(_ node: RawFunctionDeclSyntax) {
        guard let owner = typeStack.last, classStack.last == true, !isInCode, !hasModifier(node.modifiers.raw, "static", "class") else { return }
        facts.members.append(FileFacts.Member(
            kind: .method, name: name(node.name), enclosingType: owner, isOverride: hasModifier(node.modifiers.raw, "override", "override"),
            position: position(of: node.raw)))
    }

    /// `\A.B.c`: the root type, then each capitalised component written after a type, as a member of it.
    mutating func recordKeyPath(_ node: RawKeyPathExprSyntax) {
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

    mutating func declare(
        _ kind: FileFacts.DeclaredType.Kind, _ name: FileFacts.Name, _ inheritance: RawInheritanceClauseSyntax?,
        _ generics: RawGenericParameterClauseSyntax?, _ raw: RawSyntax, modifiers: RawSyntax?, isObservable: Bool = false
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
        let written = writtenAccess(modifiers)
        let enclosing = accessStack.last ?? (limit: .open, unwritten: .internal)
        // A local type is seen by the code around it alone; otherwise a declaration is as visible as it says,
        // within what its enclosing type allows. An extension's own type may be anything: it limits nothing it does not write.
        let access: FileFacts.AccessLevel = isLocal ? .private : min(written ?? enclosing.unwritten, enclosing.limit)
        facts.types.append(FileFacts.DeclaredType(
            kind: kind, name: name, inherited: inherited, position: position(of: raw), isNested: !typeStack.isEmpty || isLocal,
            scope: scope, access: kind == .extension ? min(written ?? .open, enclosing.limit) : access))
        if kind == .extension {
            let limit = min(written ?? .open, enclosing.limit)
            accessStack.append((limit, min(written ?? .internal, limit)))
        } else {
            accessStack.append((access, min(.internal, access)))
        }
        typeStack.append(name)
        observableStack.append(isObservable)
        classStack.append(kind == .class)
        var descent = Descent.children
        descent.popsType = true
        return descent
    }

    /// An extension: the extended type's names are looked up from outside it, everything else
    /// in it sees the extended type's members first.
    mutating func declareExtension(_ node: RawExtensionDeclSyntax, _ raw: RawSyntax) -> Descent {
        let extended = node.extendedType.raw
        let first = facts.references.count
        _ = recordTypeChain(extended)
        let name = nominalName(of: extended) ?? names.name(trimmedText(extended), in: &facts.names)
        // The extended type is looked up from outside the extension, but written for it: findings name the extension.
        for index in first..<facts.references.count { facts.references[index].enclosingType = name }
        let path = writtenPath(of: extended)
        let descent = declare(.extension, name, node.inheritanceClause, nil, raw, modifiers: node.modifiers.raw)
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
    mutating func writtenPath(of raw: RawSyntax) -> [FileFacts.Name] {
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
    mutating func recordPublishedProperties(_ node: RawVariableDeclSyntax) {
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
    static func hasOnlyObservers(_ block: RawAccessorBlockSyntax) -> Bool {
        guard let list = RawAccessorDeclListSyntax(block.accessors.raw) else { return false }
        return Children(of: list.raw).allSatisfy { element in
            guard let accessor = RawAccessorDeclSyntax(element) else { return false }
            let kind = accessor.accessorSpecifier.tokenText
            return kind == "willSet" || kind == "didSet"
        }
    }

    /// Whether `attributes` hold `@name` (or `@Module.name`).
    func hasAttribute(_ attributes: RawSyntax?, _ expected: StaticString) -> Bool {
        Children(of: attributes).contains { element in
            guard let name = RawAttributeSyntax(element)?.attributeName.raw else { return false }
            let typeName = RawIdentifierTypeSyntax(name)?.name ?? RawMemberTypeSyntax(name)?.name
            return typeName.map { $0.tokenText == SyntaxText(expected) } ?? false
        }
    }

    /// Stored properties (and locals) with a nominal type annotation, inside a type: candidate dependencies.
    mutating func recordStoredProperties(_ node: RawVariableDeclSyntax) {
        guard !typeStack.isEmpty, !hasModifier(node.modifiers.raw, "static", "class") else { return }
        for binding in Children(of: node.bindings.raw) {
            guard let node = RawPatternBindingSyntax(binding), node.accessorBlock == nil, let type = node.typeAnnotation?.type
            else { continue }
            recordDependencySlot(type.raw, at: binding, named: RawIdentifierPatternSyntax(node.pattern)?.identifier)
        }
    }

    /// An initializer's parameters (not those of functions nested in its body): candidate dependencies.
    mutating func recordInitializerParameters(_ node: RawInitializerDeclSyntax) {
        for parameter in Children(of: node.signature.parameterClause.parameters.raw) {
            guard let node = RawFunctionParameterSyntax(parameter) else { continue }
            recordDependencySlot(node.type.raw, at: parameter, named: node.secondName ?? node.firstName)
            if let value = node.defaultValue?.raw {
                let start = textStart(of: value), end = textEnd(of: value)
                if start < end { defaultArgumentSpans.append(start..<end) }
            }
        }
    }

    /// A slot of the nominal type `type`, if it names one, located at `raw`; the reference its
    /// name becomes, once walked, is linked to it by ``linkDependencySlots()``.
    mutating func recordDependencySlot(_ type: RawSyntax, at raw: RawSyntax, named variable: RawTokenSyntax?) {
        guard let typeName = nominalName(of: type) else { return }
        facts.dependencySlots.append(FileFacts.DependencySlot(
            typeName: typeName, enclosingType: typeStack.last, position: position(of: raw), name: variable.map { name($0) }))
        slotNamePositions.append(nominalNameNode(of: type).map { position(of: $0) })
    }

    /// The node a nominal type's name is recorded at: the identifier type, or a member type's name.
    func nominalNameNode(of type: RawSyntax) -> RawSyntax? {
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
    mutating func linkDependencySlots() {
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

    /// The access level a declaration's modifiers write (`private(set)` is a setter's, not the declaration's).
    func writtenAccess(_ list: RawSyntax?) -> FileFacts.AccessLevel? {
        for modifier in Children(of: list) {
            guard let modifier = RawDeclModifierSyntax(modifier), modifier.detail == nil else { continue }
            switch modifier.name.tokenText {
            case "private": return .private
            case "fileprivate": return .fileprivate
            case "internal": return .internal
            case "package": return .package
            case "public": return .public
            case "open": return .open
            default: continue
            }
        }
        return nil
    }

    /// Whether a modifier list holds either of two modifiers.
    func hasModifier(_ list: RawSyntax, _ first: SyntaxText, _ second: SyntaxText) -> Bool {
        Children(of: list).contains { modifier in
            guard let name = RawDeclModifierSyntax(modifier)?.name.tokenText else { return false }
            return name == first || name == second
        }
    }

    /// The present children of a node, without building an array: declarations are
    /// inspected child by child on every file.
    struct Children: Sequence, IteratorProtocol {
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
}
