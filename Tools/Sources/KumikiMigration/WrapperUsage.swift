import SwiftSyntax

/// How a file uses its property wrappers, read before it is rewritten: a view's
/// `@ObservedObject` becomes `@Bindable` only where the file takes a binding (`$model.name`) or
/// assigns the wrapper itself (`_model = ObservedObject(…)`), and a plain `let` otherwise.
struct WrapperUsage {
    /// A name used inside one type declaration (`nil`: at file scope).
    struct UseSite: Hashable {
        let type: SyntaxIdentifier?
        let name: String
    }

    /// Names used with `$` as a value (`$model` in `$model.name`, `$text`), by the type they are used in.
    private(set) var bindings: Set<UseSite> = []
    /// Properties whose wrapper is assigned in an initializer (`_model = ObservedObject(…)`), by type.
    private(set) var wrapperInitializations: Set<UseSite> = []
    /// The type of each property declared `@StateObject`, `@ObservedObject` or `@EnvironmentObject`.
    private(set) var wrapperTypes: [String: String] = [:]

    init(tree: SourceFileSyntax) {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        bindings = collector.bindings
        wrapperInitializations = collector.initializations
        wrapperTypes = collector.types
    }

    /// Whether the type declared by `type` takes a binding of `name` or assigns its wrapper.
    func needsWrapper(_ name: String, in type: SyntaxIdentifier?) -> Bool {
        bindings.contains(UseSite(type: type, name: name)) || wrapperInitializations.contains(UseSite(type: type, name: name))
    }

    /// Whether the type declared by `type` takes a binding of `name`.
    func takesBinding(_ name: String, in type: SyntaxIdentifier?) -> Bool {
        bindings.contains(UseSite(type: type, name: name))
    }

    /// The innermost type declaration around `node`.
    static func enclosingType(of node: some SyntaxProtocol) -> SyntaxIdentifier? {
        var current = node.parent
        while let candidate = current {
            if candidate.is(StructDeclSyntax.self) || candidate.is(ClassDeclSyntax.self) || candidate.is(EnumDeclSyntax.self)
                || candidate.is(ActorDeclSyntax.self) || candidate.is(ExtensionDeclSyntax.self) {
                return candidate.id
            }
            current = candidate.parent
        }
        return nil
    }

    /// Whether `node` is the name after the dot of a member access, not a value of its own.
    static func isMemberName(_ node: DeclReferenceExprSyntax) -> Bool {
        node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
    }

    private final class Collector: SyntaxVisitor {
        var bindings: Set<UseSite> = []
        var initializations: Set<UseSite> = []
        var types: [String: String] = [:]

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let text = node.baseName.text
            if text.hasPrefix("$"), text.dropFirst().first?.isLetter == true, !WrapperUsage.isMemberName(node) {
                bindings.insert(UseSite(type: WrapperUsage.enclosingType(of: node), name: String(text.dropFirst())))
            }
            if text.hasPrefix("_"), let sequence = node.parent?.as(ExprListSyntax.self), sequence.first?.id == node.id,
               sequence.dropFirst().first?.is(AssignmentExprSyntax.self) == true {
                initializations.insert(UseSite(type: WrapperUsage.enclosingType(of: node), name: String(text.dropFirst())))
            }
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.declName.baseName.text
            if name.hasPrefix("_"), node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
               let sequence = node.parent?.as(ExprListSyntax.self), sequence.first?.id == node.id,
               sequence.dropFirst().first?.is(AssignmentExprSyntax.self) == true {
                initializations.insert(UseSite(type: WrapperUsage.enclosingType(of: node), name: String(name.dropFirst())))
            }
            return .visitChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            let wrapped = node.attributes.contains {
                ["StateObject", "ObservedObject", "EnvironmentObject"].contains(ObservableDeclarationScanner.attributeName($0) ?? "")
            }
            guard wrapped else { return .visitChildren }
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = binding.typeAnnotation.flatMap({ DeclaredTypeNames.nominal($0.type) })
                        ?? binding.initializer.flatMap({ DeclaredTypeNames.createdType(by: $0.value) })
                else { continue }
                types[name] = type
            }
            return .visitChildren
        }
    }
}
