import SwiftSyntax

/// Works out one file's edits for a pass of the migration, and the uses in it that stop a class
/// from migrating. It never edits the tree: the edits are byte replacements, so all the code it
/// does not rewrite keeps its comments and formatting.
final class ObservationFileRewriter: SyntaxVisitor {
    /// A use that stops the classes named from migrating.
    struct Blocker {
        let classes: Set<String>
        let refusal: (line: Int, column: Int, reason: String)
    }

    let context: MigrationContext
    let gate: Bool
    let converter: SourceLocationConverter
    let declared: DeclaredTypeNames
    let usage: WrapperUsage
    let text: String

    /// The replacements for this file.
    var edits: [SourceEdit] = []
    /// The uses that stop a class.
    var blockers: [Blocker] = []

    var gatedDeclarations: Set<SyntaxIdentifier> = []
    var imports: [(module: String, decl: ImportDeclSyntax)] = []
    var declaresMigratingClass = false
    /// The migrating classes declared in this file.
    var migratingDeclarations: [String: ClassDeclSyntax] = [:]
    /// Pipelines the migrating classes of this file keep on their own properties, in source order.
    var selfSubscriptions: [(className: String, subscription: SelfSubscription)] = []

    /// The modules that give `ObservationPublisher`.
    static let kumikiModules: Set<String> = ["Kumiki", "KumikiTesting", "KumikiStore"]
    /// The availability a gated declaration gets.
    static let availability = "@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)"

    /// The rewrite of `tree` for one pass; `declared`, `usage` and `converter` are read once per
    /// file and shared by every pass, since they do not depend on which classes migrate.
    init(
        tree: SourceFileSyntax, declared: DeclaredTypeNames, usage: WrapperUsage, converter: SourceLocationConverter,
        context: MigrationContext, gate: Bool
    ) {
        self.context = context
        self.gate = gate
        self.converter = converter
        self.declared = declared
        self.usage = usage
        text = tree.description
        super.init(viewMode: .sourceAccurate)
        walk(tree)
        finishSelfSubscriptions(in: tree)
        finishImports(tree)
    }

    // MARK: Declarations

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        imports.append((node.path.map(\.name.text).joined(separator: "."), node))
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if context.migrating[node.name.text] != nil {
            migrate(node)
        }
        return .visitChildren
    }

    /// A protocol that moves with its adopters loses `ObservableObject`; one that code holds
    /// `weak` keeps being a class protocol, with `AnyObject` in its place.
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        guard context.migratingProtocols.contains(node.name.text), let clause = node.inheritanceClause else { return .visitChildren }
        let alreadyClass = clause.inheritedTypes.contains { ["AnyObject", "class"].contains(ObservableDeclarationScanner.lastName(of: $0.type)) }
        if context.classProtocols.contains(node.name.text), !alreadyClass,
           let inherited = clause.inheritedTypes.first(where: { ObservableDeclarationScanner.lastName(of: $0.type) == "ObservableObject" }) {
            edits.append(SourceEdit(start: inherited.type.positionAfterSkippingLeadingTrivia.utf8Offset,
                                    end: inherited.type.endPositionBeforeTrailingTrivia.utf8Offset, text: "AnyObject"))
        } else {
            removeConformance(from: clause)
        }
        return .visitChildren
    }

    /// A composition alias that moves with its adopters loses `ObservableObject` the same way,
    /// `ObservableObject & Identifiable` becoming `Identifiable` (or `AnyObject & Identifiable`).
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        guard context.migratingProtocols.contains(node.name.text),
              let parts = ObservableDeclarationScanner.compositionParts(node.initializer.value),
              let index = parts.firstIndex(where: { ObservableDeclarationScanner.lastName(of: $0) == "ObservableObject" }),
              let composition = parts[index].parent?.parent?.as(CompositionTypeElementListSyntax.self)
        else { return .visitChildren }
        let names = parts.map { ObservableDeclarationScanner.lastName(of: $0) }
        let keepsClass = context.classProtocols.contains(node.name.text) && !names.contains(where: { ["AnyObject", "class"].contains($0) })
        var kept = parts.map(\.trimmedDescription)
        if keepsClass { kept[index] = "AnyObject" } else { kept.remove(at: index) }
        edits.append(SourceEdit(start: composition.positionAfterSkippingLeadingTrivia.utf8Offset,
                                end: composition.endPositionBeforeTrailingTrivia.utf8Offset,
                                text: kept.joined(separator: " & ")))
        return .visitChildren
    }

    /// Whether values of the type written `type` at `node` are observed through Observation: a
    /// class migrating or already `@Observable`, or a generic parameter of an enclosing type (or
    /// function) constrained to a protocol that moves with its adopters.
    func isObservable(_ type: String, at node: some SyntaxProtocol) -> Bool {
        if context.observable.contains(type) { return true }
        guard !context.migratingProtocols.isEmpty else { return false }
        var current = node.parent
        while let candidate = current {
            let generics: GenericParameterClauseSyntax?
            let requirements: GenericWhereClauseSyntax?
            if let decl = candidate.as(StructDeclSyntax.self) {
                (generics, requirements) = (decl.genericParameterClause, decl.genericWhereClause)
            } else if let decl = candidate.as(ClassDeclSyntax.self) {
                (generics, requirements) = (decl.genericParameterClause, decl.genericWhereClause)
            } else if let decl = candidate.as(FunctionDeclSyntax.self) {
                (generics, requirements) = (decl.genericParameterClause, decl.genericWhereClause)
            } else {
                current = candidate.parent
                continue
            }
            for parameter in generics?.parameters ?? [] where parameter.name.text == type {
                if let constraint = parameter.inheritedType, Self.names(of: constraint).contains(where: context.migratingProtocols.contains) { return true }
            }
            for requirement in requirements?.requirements ?? [] {
                guard case .conformanceRequirement(let conformance) = requirement.requirement,
                      ObservableDeclarationScanner.lastName(of: conformance.leftType) == type
                else { continue }
                if Self.names(of: conformance.rightType).contains(where: context.migratingProtocols.contains) { return true }
            }
            current = candidate.parent
        }
        return false
    }

    /// The protocols a constraint names (`P`, `P & Q`).
    static func names(of type: TypeSyntax) -> [String] {
        if let composition = type.as(CompositionTypeSyntax.self) { return composition.elements.map { ObservableDeclarationScanner.lastName(of: $0.type) } }
        return [ObservableDeclarationScanner.lastName(of: type)]
    }

    /// A type declaration around a node: its name, whether its code is class code (closures
    /// need explicit captures; an extension of a class counts), and the declaration.
    struct EnclosingType {
        let name: String
        let isClass: Bool
        let decl: DeclSyntax
    }

    /// The type declarations around `node`, innermost first.
    func enclosingTypes(of node: some SyntaxProtocol) -> [EnclosingType] {
        var found: [EnclosingType] = []
        var current = node.parent
        while let candidate = current {
            if let decl = candidate.as(ClassDeclSyntax.self) {
                found.append(EnclosingType(name: decl.name.text, isClass: true, decl: DeclSyntax(decl)))
            } else if let decl = candidate.as(ActorDeclSyntax.self) {
                found.append(EnclosingType(name: decl.name.text, isClass: true, decl: DeclSyntax(decl)))
            } else if let decl = candidate.as(StructDeclSyntax.self) {
                found.append(EnclosingType(name: decl.name.text, isClass: false, decl: DeclSyntax(decl)))
            } else if let decl = candidate.as(EnumDeclSyntax.self) {
                found.append(EnclosingType(name: decl.name.text, isClass: false, decl: DeclSyntax(decl)))
            } else if let decl = candidate.as(ExtensionDeclSyntax.self) {
                let name = ObservableDeclarationScanner.lastName(of: decl.extendedType)
                found.append(EnclosingType(name: name, isClass: context.observable.contains(name), decl: DeclSyntax(decl)))
            }
            current = candidate.parent
        }
        return found
    }

    /// The class's own edits: `@Observable` for the conformance, `@Published` dropped, and
    /// everything else stored kept out of observation, as it was kept out of `objectWillChange`.
    func migrate(_ node: ClassDeclSyntax) {
        let name = node.name.text
        declaresMigratingClass = true
        migratingDeclarations[name] = node
        if let inheritance = node.inheritanceClause {
            removeConformance(from: inheritance)
        }
        // The availability goes above every attribute, so it is marked before @Observable is placed.
        markGated(DeclSyntax(node))
        let anchor = node.modifiers.first.map { Syntax($0) } ?? Syntax(node.classKeyword)
        let indent = indentation(of: Syntax(node))
        let onItsOwnLine = node.attributes.isEmpty || anchor.leadingTrivia.contains { $0.isNewline }
            || (node.attributes.last?.trailingTrivia.contains { $0.isNewline } ?? false)
        edits.append(SourceEdit(
            start: anchor.positionAfterSkippingLeadingTrivia.utf8Offset, end: anchor.positionAfterSkippingLeadingTrivia.utf8Offset,
            text: onItsOwnLine ? "@Observable\n\(indent)" : "@Observable "
        ))
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            if variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) { continue }
            guard variable.bindings.allSatisfy(Self.isStored) else { continue }
            let attributeNames = variable.attributes.compactMap(ObservableDeclarationScanner.attributeName)
            if let wrapper = attributeNames.first(where: { Self.viewWrappers.contains($0) }) {
                block([name], at: Syntax(variable), "@\(wrapper) belongs in a view, and @Observable has no place for it in a class; migrate by hand")
                continue
            }
            if let wrapper = attributeNames.first(where: { $0 == "AppStorage" || context.projectWrappers.contains($0) }) {
                observeStorage(variable, wrapper: wrapper, in: node)
                continue
            }
            if let attribute = variable.attributes.first(where: { ObservableDeclarationScanner.attributeName($0) == "Published" }) {
                removeAttribute(attribute)
            } else if !variable.attributes.contains(where: { ObservableDeclarationScanner.attributeName($0) == "ObservationIgnored" }) {
                let start = variable.positionAfterSkippingLeadingTrivia.utf8Offset
                edits.append(SourceEdit(start: start, end: start, text: "@ObservationIgnored "))
            }
        }
        if let declaration = node.memberBlock.members.lazy.compactMap({ $0.decl.as(VariableDeclSyntax.self) })
            .first(where: { $0.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "objectWillChange" } }) {
            block([name], at: Syntax(declaration), "it declares its own objectWillChange, which Observation has no place for; move what it announces to stored properties and migrate by hand")
        }
    }

    /// SwiftUI's wrappers that work in a view only: a class holding one cannot be migrated exactly.
    static let viewWrappers: Set<String> = [
        "State", "StateObject", "ObservedObject", "EnvironmentObject", "Environment", "Binding", "Bindable", "FocusState", "FocusedValue",
        "FocusedObject", "GestureState", "SceneStorage", "FetchRequest", "SectionedFetchRequest", "Query", "Namespace", "ScaledMetric",
        "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "AccessibilityFocusState",
    ]

    /// A property kept in a wrapper (`@AppStorage("k") var x: Int = 0`, a wrapper the project declares)
    /// announced by hand, as Apple's Observation documents: the wrapper keeps the value in `_x`, out of
    /// observation, and `x` reads it through `access(keyPath:)` and writes it through `withMutation(keyPath:_:)`.
    func observeStorage(_ variable: VariableDeclSyntax, wrapper: String, in type: ClassDeclSyntax) {
        let className = type.name.text
        guard variable.bindings.count == 1, let binding = variable.bindings.first, binding.accessorBlock == nil,
              let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else {
            block([className], at: Syntax(variable), "@\(wrapper) on a property with observers or several names; migrate by hand")
            return
        }
        guard let written = binding.typeAnnotation?.type.trimmedDescription ?? binding.initializer.flatMap({ Self.literalType(of: $0.value) }) else {
            block([className], at: Syntax(variable), "@\(wrapper) var \(property) has no written type, which its observed accessor needs; write the type and run again")
            return
        }
        // The storage takes `_name`; the class must not use that name, nor the wrapper's `$name`.
        let body = type.memberBlock.trimmedDescription
        for taken in ["_\(property)", "$\(property)"] where Self.containsWord(taken, in: body) {
            block([className], at: Syntax(variable), "\(taken) is used in the class, and @\(wrapper) var \(property) keeps its value in _\(property) once migrated; migrate by hand")
            return
        }
        let wrapperText = variable.attributes.compactMap { element -> String? in
            guard case .attribute(let attribute) = element, ObservableDeclarationScanner.attributeName(element) == wrapper else { return nil }
            return attribute.trimmedDescription
        }.first ?? "@\(wrapper)"
        let otherAttributes = variable.attributes.filter { ObservableDeclarationScanner.attributeName($0) != wrapper }.map(\.trimmedDescription)
        let modifiers = variable.modifiers.filter { $0.name.text != "lazy" }.map(\.trimmedDescription).joined(separator: " ")
        let indent = indentation(of: Syntax(variable))
        let step = indent.hasPrefix("\t") ? "\t" : "    "
        let value = binding.initializer.map { " = \($0.value.trimmedDescription)" } ?? ""
        let text = "@ObservationIgnored \(wrapperText) private var _\(property): \(written)\(value)\n"
            + "\(indent)\((otherAttributes + [modifiers]).filter { !$0.isEmpty }.map { $0 + " " }.joined())var \(property): \(written) {\n"
            + "\(indent)\(step)get {\n"
            + "\(indent)\(step)\(step)access(keyPath: \\.\(property))\n"
            + "\(indent)\(step)\(step)return _\(property)\n"
            + "\(indent)\(step)}\n"
            + "\(indent)\(step)set {\n"
            + "\(indent)\(step)\(step)withMutation(keyPath: \\.\(property)) {\n"
            + "\(indent)\(step)\(step)\(step)_\(property) = newValue\n"
            + "\(indent)\(step)\(step)}\n"
            + "\(indent)\(step)}\n"
            + "\(indent)}"
        edits.append(SourceEdit(start: variable.positionAfterSkippingLeadingTrivia.utf8Offset, end: variable.endPositionBeforeTrailingTrivia.utf8Offset, text: text))
    }

    /// The type a literal initializer gives (`0` → `Int`, `0.5` → `Double`, `""` → `String`, `true` → `Bool`).
    static func literalType(of expression: ExprSyntax) -> String? {
        if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
        if expression.is(StringLiteralExprSyntax.self) { return "String" }
        if expression.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        return nil
    }

    /// Whether `word` occurs in `text` with no identifier character around it.
    static func containsWord(_ word: String, in text: String) -> Bool {
        var searchStart = text.startIndex
        while let range = text.range(of: word, range: searchStart..<text.endIndex) {
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let isIdentifier = { (character: Character?) in character.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" } ?? false }
            if !isIdentifier(after), !isIdentifier(before) { return true }
            searchStart = range.upperBound
        }
        return false
    }

    /// A binding with storage: no accessors, or only `willSet` / `didSet`.
    static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let block = binding.accessorBlock else { return true }
        guard case .accessors(let accessors) = block.accessors else { return false }
        return accessors.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }

    func removeConformance(from clause: InheritanceClauseSyntax) {
        let types = Array(clause.inheritedTypes)
        guard let index = types.firstIndex(where: { ObservableDeclarationScanner.lastName(of: $0.type) == "ObservableObject" }) else { return }
        if types.count == 1 {
            edits.append(SourceEdit(start: clause.position.utf8Offset, end: clause.endPositionBeforeTrailingTrivia.utf8Offset, text: ""))
        } else if index == types.count - 1, let comma = types[index - 1].trailingComma {
            edits.append(SourceEdit(start: comma.position.utf8Offset, end: types[index].endPositionBeforeTrailingTrivia.utf8Offset, text: ""))
        } else {
            edits.append(SourceEdit(
                start: types[index].positionAfterSkippingLeadingTrivia.utf8Offset,
                end: types[index + 1].positionAfterSkippingLeadingTrivia.utf8Offset, text: ""
            ))
        }
    }

    /// Removes an attribute and the blanks after it, so `@Published\n    var x` leaves `var x`
    /// at the attribute's indentation; a comment after the attribute is kept.
    func removeAttribute(_ attribute: AttributeListSyntax.Element) {
        let start = attribute.positionAfterSkippingLeadingTrivia.utf8Offset
        var end = attribute.endPositionBeforeTrailingTrivia.utf8Offset
        if let next = attribute.nextToken(viewMode: .sourceAccurate) {
            let between = attribute.trailingTrivia.pieces + next.leadingTrivia.pieces
            if between.allSatisfy({ $0.isWhitespace || $0.isNewline }) {
                end = next.positionAfterSkippingLeadingTrivia.utf8Offset
            }
        }
        edits.append(SourceEdit(start: start, end: end, text: ""))
    }

    // MARK: Views

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for element in node.attributes {
            guard case .attribute(let attribute) = element,
                  let wrapper = ObservableDeclarationScanner.attributeName(element),
                  ["StateObject", "ObservedObject", "EnvironmentObject"].contains(wrapper),
                  let binding = node.bindings.first, node.bindings.count == 1,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let type = binding.typeAnnotation.flatMap({ DeclaredTypeNames.nominal($0.type) })
                    ?? binding.initializer.flatMap({ declared.type(of: $0.value) }),
                  isObservable(type, at: node)
            else { continue }
            markGated(enclosingTypes(of: node).last?.decl)
            let nameRange = (attribute.attributeName.positionAfterSkippingLeadingTrivia.utf8Offset, attribute.attributeName.endPositionBeforeTrailingTrivia.utf8Offset)
            switch wrapper {
            case "StateObject":
                edits.append(SourceEdit(start: nameRange.0, end: nameRange.1, text: "State"))
            case "ObservedObject":
                if usage.needsWrapper(name, in: WrapperUsage.enclosingType(of: node)) {
                    edits.append(SourceEdit(start: nameRange.0, end: nameRange.1, text: "Bindable"))
                } else {
                    removeAttribute(element)
                    if binding.initializer == nil, node.bindingSpecifier.text == "var" {
                        edits.append(SourceEdit(
                            start: node.bindingSpecifier.positionAfterSkippingLeadingTrivia.utf8Offset,
                            end: node.bindingSpecifier.endPositionBeforeTrailingTrivia.utf8Offset, text: "let"
                        ))
                    }
                }
            default:
                if usage.takesBinding(name, in: WrapperUsage.enclosingType(of: node)) {
                    // Apple's pattern: the environment's model, made bindable where a binding is taken.
                    guard let insertions = bindableInsertions(for: name, declaredAt: node) else {
                        block([type], at: Syntax(node), "$\(name) takes a binding through an @EnvironmentObject outside a property's or function's body (an initializer, a stored property's value), where @Environment's value is not there yet; migrate by hand")
                        continue
                    }
                    edits += insertions
                }
                edits.append(SourceEdit(
                    start: attribute.positionAfterSkippingLeadingTrivia.utf8Offset, end: attribute.endPositionBeforeTrailingTrivia.utf8Offset,
                    text: "@Environment(\(type).self)"
                ))
            }
        }
        return .visitChildren
    }


    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
           ["StateObject", "ObservedObject"].contains(callee.baseName.text),
           let target = assignedWrapper(of: node), let type = usage.wrapperTypes[target], context.observable.contains(type) {
            // `_model = StateObject(wrappedValue: …)` in an initializer, for a property rewritten above.
            let replacement = callee.baseName.text == "StateObject" ? "State" : "Bindable"
            edits.append(SourceEdit(start: callee.positionAfterSkippingLeadingTrivia.utf8Offset, end: callee.endPositionBeforeTrailingTrivia.utf8Offset, text: replacement))
            if let label = node.arguments.first?.label, label.text == "initialValue" {
                edits.append(SourceEdit(start: label.positionAfterSkippingLeadingTrivia.utf8Offset, end: label.endPositionBeforeTrailingTrivia.utf8Offset, text: "wrappedValue"))
            }
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "environmentObject",
           node.arguments.count == 1, let argument = node.arguments.first?.expression {
            if let type = resolvedType(of: argument) {
                if context.observable.contains(type) {
                    markGated(enclosingTypes(of: node).last?.decl)
                    edits.append(SourceEdit(
                        start: member.declName.positionAfterSkippingLeadingTrivia.utf8Offset,
                        end: member.declName.endPositionBeforeTrailingTrivia.utf8Offset, text: "environment"
                    ))
                }
            } else {
                let candidates = named(context.environmentObjectTypes.intersection(context.migrating.keys))
                if !candidates.isEmpty {
                    block(candidates, at: Syntax(node), "cannot tell the type of `\(argument.trimmedDescription)` given to .environmentObject; a view reading it with @Environment would find nothing, so give it an explicit type and run again")
                }
            }
        }
        return .visitChildren
    }

    /// The property `_name` (or `self._name`) a wrapper initializer is assigned to.
    func assignedWrapper(of call: FunctionCallExprSyntax) -> String? {
        guard let sequence = call.parent?.as(ExprListSyntax.self), sequence.count == 3,
              sequence.dropFirst().first?.is(AssignmentExprSyntax.self) == true, let target = sequence.first
        else { return nil }
        let text = target.trimmedDescription.replacingOccurrences(of: "self.", with: "")
        return text.hasPrefix("_") ? String(text.dropFirst()) : nil
    }

    // MARK: Publishers and objectWillChange

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let text = node.baseName.text
        guard !WrapperUsage.isMemberName(node), let enclosing = enclosingTypes(of: node).first?.name, context.migrating[enclosing] != nil else {
            return .visitChildren
        }
        if text == "objectWillChange" {
            block([enclosing], at: Syntax(node), "objectWillChange has no Observation equivalent; Observation announces each stored property's change itself, so move this to the properties it stands for and migrate by hand")
        } else if text.hasPrefix("$"), context.migrating[enclosing]?.contains(String(text.dropFirst())) == true {
            projection(ExprSyntax(node), base: nil, className: enclosing, property: String(text.dropFirst()))
        } else if let declaredAt = context.objectOnlyMembers[text] {
            block([enclosing], at: Syntax(node), "\(text) comes from an extension of ObservableObject (\(declaredAt)) that a migrated class no longer has; declare it in an extension of Observable too, or migrate by hand")
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let text = node.declName.baseName.text
        if text.hasPrefix("$") {
            let property = String(text.dropFirst())
            if let type = node.base.flatMap(resolvedType(of:)) {
                if context.migrating[type]?.contains(property) == true {
                    projection(ExprSyntax(node), base: node.base, className: type, property: property)
                } else if context.migrating[type] != nil {
                    block([type], at: Syntax(node), "$\(property) is the projection of a property wrapper of \(type), which an @Observable class does not offer; migrate by hand")
                }
            } else {
                let candidates = named(Set(context.migrating.filter { $0.value.contains(property) }.keys))
                if !candidates.isEmpty {
                    block(candidates, at: Syntax(node), "cannot tell whose $\(property) `\(node.trimmedDescription)` is; declare the type of `\(node.base?.trimmedDescription ?? "")` and run again")
                }
            }
        } else if text == "objectWillChange" || context.objectOnlyMembers[text] != nil {
            let type = node.base.flatMap(resolvedType(of:))
            if let type, context.migrating[type] != nil {
                let reason = text == "objectWillChange"
                    ? "objectWillChange has no Observation equivalent; follow the properties it stood for with ObservationPublisher, and migrate by hand"
                    : "\(text) comes from an extension of ObservableObject (\(context.objectOnlyMembers[text] ?? "")) that a migrated class no longer has; declare it in an extension of Observable too, or migrate by hand"
                block([type], at: Syntax(node), reason)
            }
        }
        return .visitChildren
    }

    /// Rewrites a publisher of a published property: `Timeline.observe`'s recording of a
    /// `@Published` output becomes its recording of the property, any other use becomes
    /// `ObservationPublisher`; uses with no exact equivalent block the class.
    func projection(_ node: ExprSyntax, base: ExprSyntax?, className: String, property: String) {
        let isClassCode = enclosingTypes(of: node).first?.isClass == true
        let ownSelf = base == nil || base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        if node.parent?.is(InOutExprSyntax.self) == true {
            block([className], at: Syntax(node), "assign(to: &$\(property)) writes through the @Published projection, which Observation does not have; assign in a sink, or migrate by hand")
            return
        }
        let value: String
        if ownSelf {
            value = "self.\(property)"
        } else if let base, let reference = base.as(DeclReferenceExprSyntax.self), isClassCode {
            value = "[\(reference.baseName.text)] in \(reference.baseName.text).\(property)"
        } else if let base, let member = base.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
                  isClassCode {
            let name = member.declName.baseName.text
            value = "[\(name) = self.\(name)] in \(name).\(property)"
        } else {
            value = "\(base?.trimmedDescription ?? "self").\(property)"
        }
        if let argument = node.parent?.as(LabeledExprSyntax.self), argument.label == nil,
           let list = argument.parent?.as(LabeledExprListSyntax.self), let call = list.parent?.as(FunctionCallExprSyntax.self),
           call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "observe",
           list.count >= 2, list.first?.label == nil, list.dropFirst().first?.id == argument.id {
            markGated(enclosingTypes(of: node).last?.decl)
            edits.append(SourceEdit(
                start: node.positionAfterSkippingLeadingTrivia.utf8Offset, end: node.endPositionBeforeTrailingTrivia.utf8Offset,
                text: "observing: { \(value) }"
            ))
            return
        }
        if ownSelf {
            // Observation has no publisher a class could keep of itself without keeping itself alive;
            // a sink on its own property is what didSet is, when its timing can be kept.
            switch SelfSubscription.read(from: node, property: property) {
            case .pipeline(let subscription) where isClassCode && migratingDeclarations[className] != nil:
                selfSubscriptions.append((className, subscription))
            case .pipeline:
                block([className], at: Syntax(node), "$\(property) is a publisher of the class's own property, followed outside the class's declaration in this file; move this pipeline to didSet, or migrate by hand")
            case .refused(let why):
                block([className], at: Syntax(node), "$\(property) is a publisher of the class's own property and \(why); an ObservationPublisher of self held by self would keep the object alive, so move this pipeline to didSet, or migrate by hand")
            }
            return
        }
        guard imports.contains(where: { Self.kumikiModules.contains($0.module) }) else {
            block([className], at: Syntax(node), "$\(property) is used as a publisher; Observation has none, and this file does not import Kumiki, whose ObservationPublisher would stand in; import Kumiki, or migrate by hand")
            return
        }
        markGated(enclosingTypes(of: node).last?.decl)
        edits.append(SourceEdit(
            start: node.positionAfterSkippingLeadingTrivia.utf8Offset, end: node.endPositionBeforeTrailingTrivia.utf8Offset,
            text: "ObservationPublisher { \(value) }"
        ))
    }
}
