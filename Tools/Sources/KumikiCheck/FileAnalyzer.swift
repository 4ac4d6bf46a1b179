import Foundation
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Extracts ``FileFacts`` from Swift source with swift-syntax.
public enum FileAnalyzer {
    /// Member names that mark a singleton when accessed on a type (`URLSession.shared`).
    public static let singletonMembers: Set<String> = ["shared", "sharedInstance", "default", "standard", "instance"]

    /// Parses `source` and collects its facts; a file that does not parse yields a `parseError`.
    public static func analyze(source: String, path: String) -> FileFacts {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        var facts = FileFacts(path: path)
        if tree.hasError {
            let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
            if let first = diagnostics.first {
                let location = first.location(converter: converter)
                facts.parseError = first.message
                facts.parseErrorLocation = SourceLocation(file: path, line: location.line, column: location.column)
            } else {
                facts.parseError = "the file does not parse"
                facts.parseErrorLocation = SourceLocation(file: path, line: 1, column: 1)
            }
        }
        let visitor = FactsVisitor(path: path, converter: converter)
        visitor.walk(tree)
        facts.imports = visitor.imports
        facts.types = visitor.types
        facts.references = visitor.references
        facts.singletonAccesses = visitor.singletonAccesses
        facts.publishedProperties = visitor.publishedProperties
        facts.dependencySlots = visitor.dependencySlots
        facts.forceUnwraps = visitor.forceUnwraps
        facts.suppressions = Suppressions(source: source)
        return facts
    }
}

/// Walks one syntax tree, keeping track of the enclosing type.
private final class FactsVisitor: SyntaxVisitor {
    let path: String
    let converter: SourceLocationConverter
    var typeStack: [String] = []
    var imports: [FileFacts.Import] = []
    var types: [FileFacts.DeclaredType] = []
    var references: [FileFacts.Reference] = []
    var singletonAccesses: [FileFacts.SingletonAccess] = []
    var publishedProperties: [FileFacts.PublishedProperty] = []
    var dependencySlots: [FileFacts.DependencySlot] = []
    var forceUnwraps: [FileFacts.Reference] = []

    init(path: String, converter: SourceLocationConverter) {
        self.path = path
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private func location(_ node: some SyntaxProtocol) -> SourceLocation {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return SourceLocation(file: path, line: location.line, column: location.column)
    }

    private var enclosing: String? { typeStack.last }

    private func declare(_ kind: String, _ name: String, _ inheritance: InheritanceClauseSyntax?, at node: some SyntaxProtocol) {
        let inherited = inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        types.append(FileFacts.DeclaredType(kind: kind, name: name, inherited: inherited, location: location(node)))
        typeStack.append(name)
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        let module = node.path.map(\.name.text).joined(separator: ".")
        imports.append(FileFacts.Import(module: module, location: location(node)))
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        declare("class", node.name.text, node.inheritanceClause, at: node)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        declare("struct", node.name.text, node.inheritanceClause, at: node)
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        declare("enum", node.name.text, node.inheritanceClause, at: node)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        declare("actor", node.name.text, node.inheritanceClause, at: node)
        return .visitChildren
    }

    override func visitPost(_ node: ActorDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        declare("protocol", node.name.text, node.inheritanceClause, at: node)
        return .visitChildren
    }

    override func visitPost(_ node: ProtocolDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        declare("extension", baseName(of: node.extendedType.trimmedDescription), node.inheritanceClause, at: node)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        references.append(FileFacts.Reference(name: node.name.text, enclosingType: enclosing, location: location(node)))
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if let first = name.first, first.isUppercase {
            references.append(FileFacts.Reference(name: name, enclosingType: enclosing, location: location(node)))
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let member = node.declName.baseName.text
        if FileAnalyzer.singletonMembers.contains(member),
           let base = node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let first = base.first, first.isUppercase {
            singletonAccesses.append(
                FileFacts.SingletonAccess(base: base, member: member, enclosingType: enclosing, location: location(node)))
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isPublished = node.attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Published"
        }
        let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
        for binding in node.bindings {
            if isPublished, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                let restricted = node.modifiers.contains { modifier in
                    ["private", "fileprivate"].contains(modifier.name.text)
                }
                let comments = node.trailingTrivia.description + (node.nextToken(viewMode: .sourceAccurate)?.leadingTrivia.description
                    .split(separator: "\n", maxSplits: 1).first.map(String.init) ?? "")
                publishedProperties.append(FileFacts.PublishedProperty(
                    name: name,
                    hasRestrictedSetter: restricted,
                    isBoundInput: comments.contains("kumiki:bound-input"),
                    enclosingType: enclosing,
                    location: location(node)
                ))
            }
            if !isStatic, !typeStack.isEmpty, binding.accessorBlock == nil, let type = binding.typeAnnotation?.type {
                dependencySlots.append(FileFacts.DependencySlot(
                    typeName: baseName(of: type.trimmedDescription), enclosingType: enclosing, location: location(binding)))
            }
        }
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        for parameter in node.signature.parameterClause.parameters {
            dependencySlots.append(FileFacts.DependencySlot(
                typeName: baseName(of: parameter.type.trimmedDescription), enclosingType: enclosing,
                location: location(parameter)))
        }
        return .visitChildren
    }

    override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind {
        forceUnwraps.append(FileFacts.Reference(name: "!", enclosingType: enclosing, location: location(node.exclamationMark)))
        return .visitChildren
    }

    override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
        if node.questionOrExclamationMark?.tokenKind == .exclamationMark {
            forceUnwraps.append(FileFacts.Reference(name: "try!", enclosingType: enclosing, location: location(node)))
        }
        return .visitChildren
    }

    /// `any Foo?` → `Foo`; `Module.Foo<Bar>` → `Foo`.
    private func baseName(of type: String) -> String {
        var text = type
        for prefix in ["any ", "some ", "inout "] where text.hasPrefix(prefix) {
            text.removeFirst(prefix.count)
        }
        text = text.trimmingCharacters(in: CharacterSet(charactersIn: "()?! "))
        if let generic = text.firstIndex(of: "<") { text = String(text[..<generic]) }
        if let dot = text.lastIndex(of: ".") { text = String(text[text.index(after: dot)...]) }
        return text
    }
}
