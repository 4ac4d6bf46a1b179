import SwiftSyntax

/// The type each name in a file is declared with, as far as syntax says: `let viewModel:
/// ReadingListViewModel`, `@StateObject var model = Model()`, `init(viewModel: Model)`. A name
/// is looked up as Swift does, from the innermost scope out (a parameter before the property
/// it shadows, one view's property apart from another's); a name not declared in an enclosing
/// scope (a property used from an extension) is taken from the whole file when only one type is
/// declared for it there. Otherwise it resolves to nothing, and the migration refuses rather
/// than guesses.
struct DeclaredTypeNames {
    private var scoped: [ScopedName: Set<String>] = [:]
    private var anywhere: [String: Set<String>] = [:]

    /// The names in `tree`; `functionTypes` gives the type a call of a project function returns
    /// (`let model = makeViewModel()`).
    init(tree: SourceFileSyntax, functionTypes: [String: String] = [:]) {
        let collector = Collector(functionTypes: functionTypes)
        collector.walk(tree)
        scoped = collector.scoped
        anywhere = collector.anywhere
    }

    /// The type `name`, used at `node`, is declared with, if that can be told.
    func type(of name: String, at node: some SyntaxProtocol) -> String? {
        var current: Syntax? = Syntax(node)
        while let scope = current {
            if Self.isScope(scope), let found = scoped[ScopedName(scope: scope.id, name: name)] {
                return found.count == 1 ? found.first : nil
            }
            current = scope.parent
        }
        guard let found = anywhere[name], found.count == 1 else { return nil }
        return found.first
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
        var scoped: [ScopedName: Set<String>] = [:]
        var anywhere: [String: Set<String>] = [:]
        let functionTypes: [String: String]

        init(functionTypes: [String: String]) {
            self.functionTypes = functionTypes
            super.init(viewMode: .sourceAccurate)
        }

        private func record(_ name: String, _ type: String, at node: some SyntaxProtocol) {
            anywhere[name, default: []].insert(type)
            if let scope = DeclaredTypeNames.scope(of: Syntax(node)) {
                scoped[ScopedName(scope: scope, name: name), default: []].insert(type)
            }
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
            if let annotation = node.typeAnnotation, let type = DeclaredTypeNames.nominal(annotation.type) {
                record(name, type, at: node)
            } else if let value = node.initializer?.value, let type = DeclaredTypeNames.createdType(by: value, functionTypes: functionTypes) {
                record(name, type, at: node)
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            let name = (node.secondName ?? node.firstName).text
            if name != "_", let type = DeclaredTypeNames.nominal(node.type) {
                record(name, type, at: node)
            }
            return .visitChildren
        }

        override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
            let name = (node.secondName ?? node.firstName).text
            if name != "_", let written = node.type, let type = DeclaredTypeNames.nominal(written) {
                record(name, type, at: node)
            }
            return .visitChildren
        }

        override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
               let value = node.initializer?.value, let type = DeclaredTypeNames.createdType(by: value, functionTypes: functionTypes) {
                record(name, type, at: node)
            }
            return .visitChildren
        }
    }
}
