import SwiftSyntax

/// The type each name in a file is declared with, as far as syntax and the project's declarations
/// say: `let viewModel: ReadingListViewModel`, `@StateObject var model = Model()`, `@StateObject
/// private var theme = Theme.shared`, `init(viewModel: Model)`, `let client = accounts.currentClient`.
/// A name is looked up as Swift does, from the innermost scope out (a parameter before the property
/// it shadows, one view's property apart from another's); a name not declared in an enclosing
/// scope (a property used from an extension) is taken from the whole file when only one type is
/// declared for it there. An initializer's type is worked out when asked, through the project's
/// static and instance properties (``MemberTypes``) and functions. Otherwise a name resolves to
/// nothing, and the migration refuses rather than guesses.
struct DeclaredTypeNames {
    /// How a name's type is known.
    private enum Declared {
        case type(String)
        case initializer(ExprSyntax)
    }

    private var scoped: [ScopedName: [Declared]] = [:]
    private var anywhere: [String: [Declared]] = [:]
    private let members: MemberTypes

    /// The names in `tree`; `members` gives the types of the project's properties and functions.
    init(tree: SourceFileSyntax, members: MemberTypes = MemberTypes()) {
        self.members = members
        let collector = Collector()
        collector.walk(tree)
        scoped = collector.scoped
        anywhere = collector.anywhere
    }

    /// The type `name`, used at `node`, is declared with, if that can be told.
    func type(of name: String, at node: some SyntaxProtocol) -> String? {
        type(of: name, at: Syntax(node), depth: 0)
    }

    private func type(of name: String, at node: Syntax, depth: Int) -> String? {
        guard depth < 12 else { return nil }
        var current: Syntax? = node
        while let scope = current {
            if Self.isScope(scope), let found = scoped[ScopedName(scope: scope.id, name: name)] {
                return agreed(found, depth: depth)
            }
            current = scope.parent
        }
        guard let found = anywhere[name] else { return nil }
        return agreed(found, depth: depth)
    }

    /// The one type every declaration of a name gives, else `nil`.
    private func agreed(_ declarations: [Declared], depth: Int) -> String? {
        // A declaration whose type cannot be told says nothing either way, as before initializers were followed.
        var types: Set<String> = []
        for declaration in declarations {
            switch declaration {
            case .type(let name): types.insert(name)
            case .initializer(let expression): if let found = type(of: expression, depth: depth + 1) { types.insert(found) }
            }
        }
        return types.count == 1 ? types.first : nil
    }

    /// The type of the value `expression` gives, if that can be told: an instance created
    /// (`Model()`, `makeModel()`), a name, a static property (`Theme.shared`), a property of a
    /// value of known type followed through a chain (`accounts.currentClient`), `self`.
    func type(of expression: ExprSyntax) -> String? {
        type(of: expression, depth: 0)
    }

    private func type(of expression: ExprSyntax, depth: Int) -> String? {
        guard depth < 12 else { return nil }
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { return type(of: unwrapped.expression, depth: depth + 1) }
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return type(of: chained.expression, depth: depth + 1) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression {
            return type(of: inner, depth: depth + 1)
        }
        if let created = Self.createdType(by: expression, functionTypes: members.functionTypes) { return created }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "self" { return Self.enclosingTypeName(of: Syntax(reference)) }
            return type(of: name, at: Syntax(reference), depth: depth + 1)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            if let reference = base.as(DeclReferenceExprSyntax.self) {
                let baseName = reference.baseName.text
                // `Theme.shared`: a static property, unless a name of the file hides the type.
                if baseName.first?.isUppercase == true, type(of: baseName, at: Syntax(reference), depth: depth + 1) == nil,
                   let found = members.staticType(name, of: baseName) {
                    return found
                }
                if baseName == "Self", let owner = Self.enclosingTypeName(of: Syntax(reference)) { return members.staticType(name, of: owner) }
            }
            guard let baseType = type(of: base, depth: depth + 1) else { return nil }
            return members.instanceType(name, of: baseType)
        }
        return nil
    }

    /// A name declared in one scope.
    private struct ScopedName: Hashable {
        let scope: SyntaxIdentifier
        let name: String
    }

    /// Whether names declared directly in `node` are visible only inside it.
    private static func isScope(_ node: Syntax) -> Bool {
        node.is(SourceFileSyntax.self) || node.is(MemberBlockSyntax.self) || node.is(CodeBlockSyntax.self)
            || node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(ClosureExprSyntax.self)
            || node.is(AccessorBlockSyntax.self) || node.is(SubscriptDeclSyntax.self)
    }

    /// The scope a declaration at `node` belongs to.
    private static func scope(of node: Syntax) -> SyntaxIdentifier? {
        var current = node.parent
        while let candidate = current {
            if isScope(candidate) { return candidate.id }
            current = candidate.parent
        }
        return nil
    }

    /// The name of the innermost type (or extended type) around `node`.
    static func enclosingTypeName(of node: Syntax) -> String? {
        var current = node.parent
        while let candidate = current {
            if let type = candidate.as(ClassDeclSyntax.self) { return type.name.text }
            if let type = candidate.as(StructDeclSyntax.self) { return type.name.text }
            if let type = candidate.as(EnumDeclSyntax.self) { return type.name.text }
            if let type = candidate.as(ActorDeclSyntax.self) { return type.name.text }
            if let type = candidate.as(ExtensionDeclSyntax.self) { return ObservableDeclarationScanner.lastName(of: type.extendedType) }
            current = candidate.parent
        }
        return nil
    }

    /// The type an expression of the form `X(…)`, `X.init(…)`, `f(…)` or `x.f(…)` gives, the
    /// last two when the project declares one function `f` with a nominal return type.
    static func createdType(by expression: ExprSyntax, functionTypes: [String: String]) -> String? {
        if let type = createdType(by: expression) { return type }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return functionTypes[reference.baseName.text] }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return functionTypes[member.declName.baseName.text] }
        return nil
    }

    /// The type an expression of the form `X(…)` or `X.init(…)` creates.
    static func createdType(by expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
            callee = base
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
            return reference.baseName.text
        }
        if let specialized = callee.as(GenericSpecializationExprSyntax.self), let reference = specialized.expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text
        }
        return nil
    }

    /// The nominal type a written type names: `Model`, `Model?`, `Module.Model`, `any Model`.
    static func nominal(_ type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return nominal(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return nominal(unwrapped.wrappedType) }
        if let some = type.as(SomeOrAnyTypeSyntax.self) { return nominal(some.constraint) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return nominal(attributed.baseType) }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        return nil
    }

    private final class Collector: SyntaxVisitor {
        var scoped: [ScopedName: [Declared]] = [:]
        var anywhere: [String: [Declared]] = [:]

        init() {
            super.init(viewMode: .sourceAccurate)
        }

        private func record(_ name: String, _ declared: Declared, at node: some SyntaxProtocol) {
            anywhere[name, default: []].append(declared)
            if let scope = DeclaredTypeNames.scope(of: Syntax(node)) {
                scoped[ScopedName(scope: scope, name: name), default: []].append(declared)
            }
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
            if let annotation = node.typeAnnotation, let type = DeclaredTypeNames.nominal(annotation.type) {
                record(name, .type(type), at: node)
            } else if let value = node.initializer?.value {
                record(name, .initializer(value), at: node)
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            let name = (node.secondName ?? node.firstName).text
            if name != "_", let type = DeclaredTypeNames.nominal(node.type) {
                record(name, .type(type), at: node)
            }
            return .visitChildren
        }

        override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
            let name = (node.secondName ?? node.firstName).text
            if name != "_", let written = node.type, let type = DeclaredTypeNames.nominal(written) {
                record(name, .type(type), at: node)
            }
            return .visitChildren
        }

        override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                if let annotation = node.typeAnnotation, let type = DeclaredTypeNames.nominal(annotation.type) {
                    record(name, .type(type), at: node)
                } else if let value = node.initializer?.value {
                    record(name, .initializer(value), at: node)
                }
            }
            return .visitChildren
        }
    }
}
