import SwiftSyntax

/// Reads one file for what the whole run must know before rewriting any file: the classes and
/// their published properties, the protocols refining `ObservableObject`, the members that
/// extensions of `ObservableObject` and `Observable` add, and conformances added by extensions.
final class ObservableDeclarationScanner: SyntaxVisitor {
    /// The file, as the run names it.
    let filePath: String
    private let converter: SourceLocationConverter

    /// The classes declared in the file.
    private(set) var classes: [ObservableClassDeclaration] = []
    /// Protocols and composition aliases declared in the file, with what each inherits or joins.
    private(set) var protocols: [String: [String]] = [:]
    /// Members added by `extension ObservableObject`, with where.
    private(set) var observableObjectMembers: [String: (line: Int, column: Int)] = [:]
    /// Members added by `extension Observable`.
    private(set) var observableMembers: Set<String> = []
    /// The nominal type each function declared here returns.
    private(set) var functionReturnTypes: [String: Set<String>] = [:]
    /// The types of properties declared `@EnvironmentObject`.
    private(set) var environmentObjectTypes: Set<String> = []
    /// Types given a conformance by an extension (`extension Model: ObservableObject`), with where.
    private(set) var extensionConformances: [String: [(type: String, line: Int, column: Int)]] = [:]
    /// The types of the properties the file's types declare.
    private(set) var memberTypes = MemberTypes()
    /// The property wrappers the file declares (`@propertyWrapper struct UserDefault`).
    private(set) var propertyWrappers: Set<String> = []

    init(path: String, tree: SourceFileSyntax, converter: SourceLocationConverter) {
        filePath = path
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
        walk(tree)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.attributes.contains(where: { Self.attributeName($0) == "propertyWrapper" }) { propertyWrappers.insert(node.name.text) }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.attributes.contains(where: { Self.attributeName($0) == "propertyWrapper" }) { propertyWrappers.insert(node.name.text) }
        let inherited = node.inheritanceClause?.inheritedTypes.map { Self.lastName(of: $0.type) } ?? []
        var published: Set<String> = []
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            let names = variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            if variable.attributes.contains(where: { Self.attributeName($0) == "Published" }) {
                published.formUnion(names)
            }
        }
        let location = converter.location(for: node.name.positionAfterSkippingLeadingTrivia)
        classes.append(ObservableClassDeclaration(
            name: node.name.text, path: filePath, line: location.line, column: location.column,
            isObservableObject: inherited.contains("ObservableObject"),
            isObservable: node.attributes.contains { Self.attributeName($0) == "Observable" },
            publishedProperties: published,
            inheritedTypes: inherited.filter { $0 != "ObservableObject" }
        ))
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.attributes.contains(where: { Self.attributeName($0) == "EnvironmentObject" }) {
            for binding in node.bindings {
                if let type = binding.typeAnnotation.flatMap({ DeclaredTypeNames.nominal($0.type) }) { environmentObjectTypes.insert(type) }
            }
        }
        // A property of a type (not a local): its type, written or created by its initializer.
        if let owner = Self.owner(of: node) {
            let isStatic = node.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let entry: MemberTypes.Entry
                if let type = binding.typeAnnotation.flatMap({ DeclaredTypeNames.nominal($0.type) }) {
                    entry = .type(type)
                } else if let value = binding.initializer?.value {
                    entry = .initializer(value)
                } else {
                    continue
                }
                if isStatic { memberTypes.statics[owner, default: [:]][name] = entry } else { memberTypes.instance[owner, default: [:]][name] = entry }
            }
        }
        return .visitChildren
    }

    /// The type whose member `node` declares, if it is declared directly in a type or an extension.
    static func owner(of node: VariableDeclSyntax) -> String? {
        guard let block = node.parent?.parent?.parent?.as(MemberBlockSyntax.self), let decl = block.parent else { return nil }
        if let type = decl.as(ClassDeclSyntax.self) { return type.name.text }
        if let type = decl.as(StructDeclSyntax.self) { return type.name.text }
        if let type = decl.as(EnumDeclSyntax.self) { return type.name.text }
        if let type = decl.as(ActorDeclSyntax.self) { return type.name.text }
        if let type = decl.as(ExtensionDeclSyntax.self) { return lastName(of: type.extendedType) }
        return nil
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let returned = node.signature.returnClause.flatMap({ DeclaredTypeNames.nominal($0.type) }) {
            functionReturnTypes[node.name.text, default: []].insert(returned)
        }
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocols[node.name.text] = node.inheritanceClause?.inheritedTypes.map { Self.lastName(of: $0.type) } ?? []
        return .visitChildren
    }

    /// A composition alias (`typealias ViewModelBase = ObservableObject & Identifiable`) is
    /// conformed to like a protocol refining its parts.
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if let parts = Self.compositionParts(node.initializer.value) {
            protocols[node.name.text] = parts.map { Self.lastName(of: $0) }
        }
        return .visitChildren
    }

    /// The types a composition (`A & B`, parenthesized or not) joins; `nil` for any other type.
    static func compositionParts(_ type: TypeSyntax) -> [TypeSyntax]? {
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return compositionParts(only.type)
        }
        return type.as(CompositionTypeSyntax.self)?.elements.map(\.type)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = Self.lastName(of: node.extendedType)
        let members = node.memberBlock.members.flatMap { Self.memberNames($0.decl) }
        if extended == "ObservableObject" {
            for (name, position) in members {
                let location = converter.location(for: position)
                observableObjectMembers[name] = (location.line, location.column)
            }
        } else if extended == "Observable" {
            observableMembers.formUnion(members.map(\.name))
        }
        for inherited in node.inheritanceClause?.inheritedTypes ?? [] {
            let location = converter.location(for: inherited.positionAfterSkippingLeadingTrivia)
            extensionConformances[extended, default: []].append((Self.lastName(of: inherited.type), location.line, location.column))
        }
        return .visitChildren
    }

    /// The names a member declaration adds (properties and methods), with where each is.
    static func memberNames(_ decl: DeclSyntax) -> [(name: String, position: AbsolutePosition)] {
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.compactMap { binding in
                binding.pattern.as(IdentifierPatternSyntax.self).map { ($0.identifier.text, $0.positionAfterSkippingLeadingTrivia) }
            }
        }
        if let function = decl.as(FunctionDeclSyntax.self) {
            return [(function.name.text, function.name.positionAfterSkippingLeadingTrivia)]
        }
        return []
    }

    /// `Combine.ObservableObject` as `ObservableObject`; `Base<T>` as `Base`.
    static func lastName(of type: TypeSyntax) -> String {
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let attributed = type.as(AttributedTypeSyntax.self) { return lastName(of: attributed.baseType) }
        return type.trimmedDescription
    }

    /// `@Published` as `Published`, `@Environment(X.self)` as `Environment`.
    static func attributeName(_ element: AttributeListSyntax.Element) -> String? {
        guard case .attribute(let attribute) = element else { return nil }
        return lastName(of: attribute.attributeName)
    }
}
