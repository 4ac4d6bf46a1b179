import KumikiSourceFiles
import SwiftSyntax

/// Reads every protocol declared in one parsed file, marked or not: inherited requirements
/// come from protocols anywhere in the scanned sources, so all of them are kept.
struct ProtocolCollector {
    private let path: String
    private let converter: SourceLocationConverter
    /// How the file's package compiles it, where that changes what a requirement means.
    private let settings: PackageSettings
    /// What the file declares.
    private(set) var declarations = SourceDeclarations()

    /// The file's imports, at its top level and inside its top-level `#if` blocks.
    private var imports: [SourceImport] = []

    init(path: String, tree: SourceFileSyntax, settings: PackageSettings = PackageSettings()) {
        self.path = path
        self.settings = settings
        converter = SourceLocationConverter(fileName: path, tree: tree)
        imports = Self.imports(in: tree.statements.map(\.item), condition: nil)
        visit(tree.statements.map(\.item), scope: [], condition: nil)
    }

    private mutating func visit(_ items: some Sequence<CodeBlockItemSyntax.Item>, scope: [String], condition: String?) {
        for item in items {
            guard case .decl(let decl) = item else { continue }
            visit(decl, scope: scope, condition: condition)
        }
    }

    private mutating func visit(_ decl: DeclSyntax, scope: [String], condition: String?) {
        if let node = decl.as(ProtocolDeclSyntax.self) {
            read(node, scope: scope, condition: condition)
        } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
            readAlias(alias)
            if scope.isEmpty { declarations.topLevelTypeNames.insert(alias.name.text) }
        } else if let group = decl.asProtocol(DeclGroupSyntax.self) {
            if let inherited = group.inheritanceClause?.inheritedTypes, inherited.contains(where: { ["~Copyable", "~Escapable"].contains($0.type.spelling) }),
               let name = decl.as(StructDeclSyntax.self)?.name.text ?? decl.as(EnumDeclSyntax.self)?.name.text {
                declarations.unstorableTypes.insert(name)
            }
            if let extended = decl.as(ExtensionDeclSyntax.self), extended.genericWhereClause == nil {
                let name = (scope + [extended.extendedType.spelling]).joined(separator: ".")
                let extensionAccess = Self.explicitAccessLevel(of: extended.modifiers)
                for member in group.memberBlock.members {
                    var keys: [String] = []
                    var modifiers = DeclModifierListSyntax()
                    if let function = member.decl.as(FunctionDeclSyntax.self) {
                        keys = [method(function).defaultKey]
                        modifiers = function.modifiers
                    } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                        let isStatic = Self.isStatic(variable.modifiers)
                        keys = variable.bindings.compactMap { binding in
                            binding.pattern.as(IdentifierPatternSyntax.self).map { (isStatic ? "static " : "") + "var " + $0.identifier.text.trimmingBackticks }
                        }
                        modifiers = variable.modifiers
                    }
                    // Only an implementation another file can call is one the mock can run; only a
                    // public one, where the mocks import the module without @testable.
                    switch Self.explicitAccessLevel(of: modifiers) ?? extensionAccess ?? "internal" {
                    case "private", "fileprivate": continue
                    case "public": declarations.publicDefaultImplementations[name, default: []].formUnion(keys)
                    default: break
                    }
                    declarations.defaultImplementations[name, default: []].formUnion(keys)
                }
            }
            let name = decl.as(StructDeclSyntax.self)?.name.text ?? decl.as(ClassDeclSyntax.self)?.name.text
                ?? decl.as(EnumDeclSyntax.self)?.name.text ?? decl.as(ActorDeclSyntax.self)?.name.text
                ?? decl.as(ExtensionDeclSyntax.self)?.extendedType.spelling
            guard let name else { return }
            if scope.isEmpty, !decl.is(ExtensionDeclSyntax.self) { declarations.topLevelTypeNames.insert(name) }
            for member in group.memberBlock.members { visit(member.decl, scope: scope + [name], condition: condition) }
        } else if let clause = decl.as(IfConfigDeclSyntax.self) {
            // Protocols inside `#if` are read from every branch, each under the condition that picks it.
            for (branch, branchCondition) in Self.branches(of: clause, within: condition) {
                if case .statements(let statements) = branch.elements { visit(statements.map(\.item), scope: scope, condition: branchCondition) }
                if case .decls(let members) = branch.elements {
                    for member in members { visit(member.decl, scope: scope, condition: branchCondition) }
                }
            }
        }
    }

    /// A type alias, kept by name; one of a function type also makes its parameters non-escaping.
    private mutating func readAlias(_ alias: TypeAliasDeclSyntax) {
        var value = alias.initializer.value
        declarations.typeAliases[alias.name.text] = value.spelling
        if let attributed = value.as(AttributedTypeSyntax.self) { value = attributed.baseType }
        if value.is(FunctionTypeSyntax.self) { declarations.closureAliases.insert(alias.name.text) }
    }

    /// Each branch of `clause` with the condition that picks it: its own, after the negation of
    /// those before it, inside `outer`.
    private static func branches(of clause: IfConfigDeclSyntax, within outer: String?) -> [(IfConfigClauseSyntax, String?)] {
        var earlier: [String] = []
        return clause.clauses.map { branch in
            let own = branch.condition.map { "(\($0.spelling))" }
            let parts = (outer.map { ["(\($0))"] } ?? []) + earlier.map { "!\($0)" } + (own.map { [$0] } ?? [])
            if let own { earlier.append(own) }
            return (branch, parts.isEmpty ? nil : parts.joined(separator: " && "))
        }
    }

    /// The imports among `items` and inside their `#if` blocks, each with the condition it is under.
    private static func imports(in items: [CodeBlockItemSyntax.Item], condition: String?) -> [SourceImport] {
        var found: [SourceImport] = []
        for item in items {
            guard case .decl(let decl) = item else { continue }
            if let node = decl.as(ImportDeclSyntax.self), let module = node.path.first?.name.text {
                var attributes: [String] = []
                var accessLevel = Self.explicitAccessLevel(of: node.modifiers)
                for element in node.attributes {
                    guard let attribute = element.as(AttributeSyntax.self) else { continue }
                    switch attribute.attributeName.trimmedDescription {
                    // Re-exporting and documentation visibility are the library's business, not its tests'.
                    case "_exported", "_documentation": continue
                    // Types of an implementation-only import appear in no public requirement.
                    case "_implementationOnly": accessLevel = accessLevel ?? "internal"
                    default: attributes.append(attribute.spelling)
                    }
                }
                let kind = node.importKindSpecifier.map { $0.text + " " } ?? ""
                found.append(SourceImport(module: module, attributes: attributes, accessLevel: accessLevel,
                                          path: kind + node.path.spelling, condition: condition))
            } else if let clause = decl.as(IfConfigDeclSyntax.self) {
                for (branch, branchCondition) in branches(of: clause, within: condition) {
                    if case .statements(let statements) = branch.elements {
                        found += imports(in: statements.map(\.item), condition: branchCondition)
                    }
                }
            }
        }
        return found
    }

    private func location(of node: some SyntaxProtocol) -> KumikiSourceFiles.SourceLocation {
        let location = node.startLocation(converter: converter)
        return KumikiSourceFiles.SourceLocation(file: path, line: location.line, column: location.column)
    }

    private mutating func read(_ node: ProtocolDeclSyntax, scope: [String], condition: String?) {
        let name = (scope + [node.name.text]).joined(separator: ".")
        if scope.isEmpty { declarations.topLevelTypeNames.insert(name) }
        if node.hasError {
            declarations.diagnostics.append(MockDiagnostic(
                location: location(of: node), severity: .error,
                message: "protocol \(name) does not parse, so it has no mock"))
            return
        }
        var result = MockableProtocol(
            name: name,
            accessLevel: Self.accessLevel(of: node.modifiers),
            // The mark may also sit between the attributes and the declaration, under an `@available(…)`.
            isMarked: Self.isMarked(node.leadingTrivia) || Self.isMarked(node.modifiers.first?.leadingTrivia ?? [])
                || Self.isMarked(node.protocolKeyword.leadingTrivia),
            isMainActor: node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor" },
            inherited: node.inheritanceClause?.inheritedTypes.flatMap { Self.split(composition: $0.type) } ?? [],
            associatedTypes: [], whereClause: node.genericWhereClause?.requirements.spelling,
            properties: [], methods: [], initializers: [], location: location(of: node.name))
        result.imports = imports
        result.module = SwiftPackageLayout.module(ofPath: path)
        result.primaryAssociatedTypes = node.primaryAssociatedTypeClause?.primaryAssociatedTypes.map(\.name.text) ?? []
        result.condition = condition
        result.availability = node.attributes.compactMap { element in
            element.as(AttributeSyntax.self).flatMap { $0.attributeName.trimmedDescription == "available" ? settings.expandingAvailability($0.spelling) : nil }
        }
        result.isObjC = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }
        result.isUnavailable = node.attributes.contains { element in
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "available",
                  case .availability(let arguments)? = attribute.arguments else { return false }
            return arguments.contains { $0.argument.trimmedDescription == "unavailable" }
        }
        for trivia in [node.leadingTrivia, node.modifiers.first?.leadingTrivia ?? [], node.protocolKeyword.leadingTrivia] {
            result.typeAliases.merge(Self.typeAliases(in: trivia)) { first, _ in first }
        }
        for member in node.memberBlock.members {
            read(member.decl, into: &result, condition: nil)
        }
        declarations.protocols.append(result)
    }

    private mutating func read(_ decl: DeclSyntax, into result: inout MockableProtocol, condition: String?) {
        if let variable = decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                guard var property = self.property(binding, modifiers: variable.modifiers, attributes: variable.attributes) else {
                    declarations.diagnostics.append(MockDiagnostic(
                        location: location(of: binding), severity: .error,
                        message: "\(result.name): the property requirement '\(binding.trimmedDescription)' needs a name, a type and accessors"))
                    continue
                }
                property.condition = condition
                result.properties.append(property)
            }
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            var method = self.method(function)
            method.condition = condition
            result.methods.append(method)
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            let effects = initializer.signature.effectSpecifiers
            result.initializers.append(InitializerRequirement(
                genericClause: initializer.genericParameterClause?.spelling,
                genericParameterNames: initializer.genericParameterClause?.parameters.map(\.name.text) ?? [],
                whereClause: initializer.genericWhereClause?.requirements.spelling,
                parameters: initializer.signature.parameterClause.parameters.map { parameter($0) },
                isFailable: initializer.optionalMark != nil,
                isAsync: effects?.asyncSpecifier != nil,
                isThrowing: effects?.throwsClause != nil,
                condition: condition))
        } else if let associated = decl.as(AssociatedTypeDeclSyntax.self) {
            result.associatedTypes.append(AssociatedTypeRequirement(
                name: associated.name.text,
                constraint: associated.inheritanceClause?.inheritedTypes.spelling,
                whereClause: associated.genericWhereClause?.requirements.spelling,
                defaultType: associated.initializer?.value.spelling))
        } else if let node = decl.as(SubscriptDeclSyntax.self) {
            var getter = subscriptGetter(node)
            getter.condition = condition
            var settable = false
            if case .accessors(let accessors)? = node.accessorBlock?.accessors {
                settable = accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
            }
            result.subscripts.append(SubscriptRequirement(getter: getter, isSettable: settable))
        } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
            // The protocol's own alias of a function type makes a parameter written with it non-escaping too.
            readAlias(alias)
            result.memberTypeAliases[alias.name.text] = alias.initializer.value.spelling
        } else if let clause = decl.as(IfConfigDeclSyntax.self) {
            // Each branch's requirements are mocked under the condition that picks that branch,
            // so the mock holds what the protocol holds wherever it is compiled.
            for (branch, branchCondition) in Self.branches(of: clause, within: condition) {
                guard let elements = branch.elements else { continue }
                guard case .decls(let members) = elements else {
                    declarations.diagnostics.append(MockDiagnostic(
                        location: location(of: branch), severity: .error,
                        message: "\(result.name): a #if branch holds something other than requirements, so it has no mock"))
                    result.isUnsupported = true
                    continue
                }
                for member in members {
                    read(member.decl, into: &result, condition: branchCondition)
                }
            }
        }
    }

    /// A subscript's getter as a method requirement named `subscript`: its parameters take no
    /// argument label unless the subscript writes one.
    private func subscriptGetter(_ node: SubscriptDeclSyntax) -> MethodRequirement {
        var getterEffects: AccessorEffectSpecifiersSyntax?
        if case .accessors(let accessors)? = node.accessorBlock?.accessors {
            getterEffects = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.effectSpecifiers
        }
        let throwsClause = getterEffects?.throwsClause
        let parameters = node.parameterClause.parameters.map { parameter -> ParameterRequirement in
            var read = self.parameter(parameter)
            if parameter.secondName == nil {
                read.label = nil
                read.name = parameter.firstName.text == "_" ? "" : parameter.firstName.text.trimmingBackticks
            }
            return read
        }
        return MethodRequirement(
            name: "subscript",
            genericClause: node.genericParameterClause?.spelling,
            genericParameterNames: node.genericParameterClause?.parameters.map(\.name.text) ?? [],
            parameters: parameters,
            returnType: shape(node.returnClause.type),
            isAsync: getterEffects?.asyncSpecifier != nil,
            isThrowing: throwsClause != nil,
            isRethrowing: false,
            thrownType: throwsClause?.type?.spelling,
            isStatic: Self.isStatic(node.modifiers),
            attributes: keptAttributes(node.attributes),
            whereClause: node.genericWhereClause?.requirements.spelling)
    }

    private func property(_ binding: PatternBindingSyntax, modifiers: DeclModifierListSyntax, attributes: AttributeListSyntax) -> PropertyRequirement? {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.trimmingBackticks,
              let type = binding.typeAnnotation.map({ shape($0.type) }),
              case .accessors(let accessors) = binding.accessorBlock?.accessors
        else { return nil }
        let getter = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }
        let throwsClause = getter?.effectSpecifiers?.throwsClause
        var property = PropertyRequirement(
            name: name, type: type,
            isSettable: accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) },
            isAsync: getter?.effectSpecifiers?.asyncSpecifier != nil,
            isThrowing: throwsClause != nil,
            thrownType: throwsClause?.type?.spelling,
            isStatic: Self.isStatic(modifiers))
        property.attributes = keptAttributes(attributes)
        property.isNonisolated = Self.isNonisolated(modifiers)
        return property
    }

    private func method(_ function: FunctionDeclSyntax) -> MethodRequirement {
        let signature = function.signature
        let throwsClause = signature.effectSpecifiers?.throwsClause
        let parameters = signature.parameterClause.parameters.map { parameter($0) }
        let genericNames = function.genericParameterClause?.parameters.map(\.name.text) ?? []
        var method = MethodRequirement(
            name: function.name.text.trimmingBackticks,
            genericClause: function.genericParameterClause?.spelling,
            genericParameterNames: genericNames,
            parameters: parameters,
            returnType: signature.returnClause.map { shape($0.type) },
            isAsync: signature.effectSpecifiers?.asyncSpecifier != nil,
            isThrowing: throwsClause != nil,
            isRethrowing: throwsClause?.throwsSpecifier.tokenKind == .keyword(.rethrows),
            thrownType: throwsClause?.type?.spelling,
            isStatic: Self.isStatic(function.modifiers),
            attributes: keptAttributes(function.attributes),
            whereClause: function.genericWhereClause?.requirements.spelling)
        method.isMutating = function.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
        method.isNonisolated = Self.isNonisolated(function.modifiers)
        method.runsOnCallersActor = settings.nonisolatedNonsendingByDefault && method.isAsync
            && !method.attributes.contains { $0 == "@concurrent" || $0.hasSuffix("Actor") }
            && !function.modifiers.contains { $0.trimmedDescription.hasPrefix("nonisolated(") }
        return method
    }

    /// The shape of a requirement's type, written as a mock compiled without the package's settings must write it.
    private func shape(_ type: TypeSyntax) -> TypeShape {
        TypeShape(settings.explicit(type), written: type.spelling)
    }

    private func parameter(_ node: FunctionParameterSyntax) -> ParameterRequirement {
        // Names are kept without the backticks that let a keyword be one; the renderer writes them where needed.
        let first = node.firstName.text.trimmingBackticks
        let second = node.secondName?.text.trimmingBackticks
        return ParameterRequirement(
            label: first == "_" ? nil : first,
            name: second.map { $0 == "_" ? "" : $0 } ?? (first == "_" ? "" : first),
            type: shape(node.type),
            isVariadic: node.ellipsis != nil,
            source: node.with(\.trailingComma, nil).spelling)
    }

    /// Attributes about how the library's own code is compiled or published (`@inlinable`,
    /// `@_spi(…)`), which a requirement may carry and its mock must not: the mock's body is not
    /// the library's, and may name what only the mocks' file sees.
    private static let libraryOnlyAttributes: Set<String> = [
        "inlinable", "inline", "usableFromInline", "_alwaysEmitIntoClient", "_transparent", "_effects", "_semantics",
        "_specialize", "backDeployed", "_spi", "_optimize", "_silgen_name", "_implements", "_documentation",
    ]

    /// The attributes of a requirement its mock repeats (`@MainActor`, `@available(…)`, `@discardableResult`).
    private func keptAttributes(_ attributes: AttributeListSyntax) -> [String] {
        attributes.compactMap { element in
            guard let attribute = element.as(AttributeSyntax.self) else { return element.spelling }
            return Self.libraryOnlyAttributes.contains(attribute.attributeName.trimmedDescription)
                ? nil : settings.expandingAvailability(attribute.spelling)
        }
    }

    private static func isNonisolated(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) }
    }

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    private static func accessLevel(of modifiers: DeclModifierListSyntax) -> String {
        explicitAccessLevel(of: modifiers) ?? "internal"
    }

    private static func explicitAccessLevel(of modifiers: DeclModifierListSyntax) -> String? {
        for modifier in modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.open): return "public"
            case .keyword(.package): return "package"
            case .keyword(.internal): return "internal"
            case .keyword(.fileprivate): return "fileprivate"
            case .keyword(.private): return "private"
            default: continue
            }
        }
        return nil
    }

    /// `// kumiki:mockable`, or Sourcery's `// sourcery: AutoMockable` annotation, in the comments before the declaration.
    private static func isMarked(_ trivia: Trivia) -> Bool {
        for piece in trivia {
            let text: String
            switch piece {
            case .lineComment(let comment), .docLineComment(let comment): text = comment
            case .blockComment(let comment), .docBlockComment(let comment): text = comment
            default: continue
            }
            let body = text.drop { $0 == "/" || $0 == "*" || $0 == " " }
            if body.hasPrefix("kumiki:mockable") { return true }
            if body.hasPrefix("sourcery:"), body.contains("AutoMockable") { return true }
        }
        return false
    }

    /// The associated types' concrete types named by the mark, `kumiki:mockable(typealias: A = X; B = Y)` (mockolo's spelling).
    static func typeAliases(in trivia: Trivia) -> [String: String] {
        var aliases: [String: String] = [:]
        for piece in trivia {
            guard case .lineComment(let comment) = piece else { continue }
            let body = comment.drop { $0 == "/" || $0 == " " }
            guard body.hasPrefix("kumiki:mockable("), let close = body.lastIndex(of: ")") else { continue }
            let arguments = body[body.index(body.startIndex, offsetBy: "kumiki:mockable(".count)..<close]
            guard let colon = arguments.firstIndex(of: ":"), trimmed(arguments[..<colon]) == "typealias" else { continue }
            for entry in arguments[arguments.index(after: colon)...].split(separator: ";") {
                let parts = entry.split(separator: "=", maxSplits: 1).map(trimmed)
                guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { continue }
                aliases[parts[0]] = parts[1]
            }
        }
        return aliases
    }

    private static func trimmed(_ text: Substring) -> String {
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    private static func split(composition type: TypeSyntax) -> [String] {
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.map(\.type.spelling)
        }
        return [type.spelling]
    }
}
