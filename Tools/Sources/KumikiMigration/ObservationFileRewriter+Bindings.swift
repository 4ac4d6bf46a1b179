import SwiftSyntax

/// Where a view taking a binding from the environment gets Apple's `@Bindable var x = x`, and the
/// member bodies and indentation that placing it needs.
extension ObservationFileRewriter {
    /// `@Bindable var name = name` at the start of each body in the view that takes `$name`
    /// (a getter or a function); `nil` when a `$name` is used anywhere else. A body of one
    /// expression gains a `return`, unless it is a view builder (a View's `body`, `@ViewBuilder`).
    func bindableInsertions(for name: String, declaredAt declaration: VariableDeclSyntax) -> [SourceEdit]? {
        guard let typeDecl = enclosingTypes(of: declaration).first?.decl else { return nil }
        final class Finder: SyntaxVisitor {
            let name: String
            var uses: [DeclReferenceExprSyntax] = []
            init(name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                if node.baseName.text == "$" + name, !WrapperUsage.isMemberName(node) { uses.append(node) }
                return .visitChildren
            }
        }
        let finder = Finder(name: name)
        finder.walk(typeDecl)
        var bodies: [(items: CodeBlockItemListSyntax, isBuilder: Bool, indent: String)] = []
        for use in finder.uses {
            guard let body = Self.memberBody(of: use) else { return nil }
            if !bodies.contains(where: { $0.items.id == body.items.id }) { bodies.append(body) }
        }
        var result: [SourceEdit] = []
        for body in bodies {
            guard let first = body.items.first else { continue }
            let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
            let onOwnLine = first.leadingTrivia.contains { $0.isNewline }
            let indent = onOwnLine ? indentation(of: Syntax(first)) : body.indent
            var text = "@Bindable var \(name) = \(name)\n\(indent)"
            let isLoneExpression = body.items.count == 1 && (first.item.is(ExprSyntax.self)
                || first.item.as(StmtSyntax.self)?.is(ExpressionStmtSyntax.self) == true)
            if isLoneExpression, !body.isBuilder { text += "return " }
            result.append(SourceEdit(start: start, end: start, text: text))
        }
        return result
    }

    /// The statements of the getter or function `node` is in, whether they build a view, and the
    /// indentation its statements take; `nil` outside such a body (an initializer, a stored value).
    static func memberBody(of node: some SyntaxProtocol) -> (items: CodeBlockItemListSyntax, isBuilder: Bool, indent: String)? {
        var current = node.parent
        while let candidate = current {
            if candidate.is(InitializerDeclSyntax.self) || candidate.is(StructDeclSyntax.self) || candidate.is(ClassDeclSyntax.self) { return nil }
            if let function = candidate.as(FunctionDeclSyntax.self), let body = function.body {
                let isBuilder = function.attributes.contains { ObservableDeclarationScanner.attributeName($0) == "ViewBuilder" }
                return (body.statements, isBuilder, memberIndent(of: Syntax(function)))
            }
            if let binding = candidate.as(PatternBindingSyntax.self), let block = binding.accessorBlock,
               let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) {
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                let isBuilder = variable.attributes.contains { ObservableDeclarationScanner.attributeName($0) == "ViewBuilder" }
                    || (name == "body" && isInView(variable))
                switch block.accessors {
                case .getter(let items): return (items, isBuilder, memberIndent(of: Syntax(variable)))
                case .accessors(let accessors):
                    guard let getter = accessors.first(where: { $0.accessorSpecifier.text == "get" })?.body else { return nil }
                    return (getter.statements, isBuilder, memberIndent(of: Syntax(variable)))
                }
            }
            current = candidate.parent
        }
        return nil
    }

    /// Whether `variable` is declared in a type (or extension) that conforms to `View`.
    static func isInView(_ variable: VariableDeclSyntax) -> Bool {
        guard let decl = variable.parent?.parent?.parent?.parent else { return false }
        let clause = decl.as(StructDeclSyntax.self)?.inheritanceClause ?? decl.as(ExtensionDeclSyntax.self)?.inheritanceClause
        return clause?.inheritedTypes.contains { ObservableDeclarationScanner.lastName(of: $0.type) == "View" } ?? false
    }

    /// The indentation of a member's statements: the member's own, one level deeper.
    static func memberIndent(of node: Syntax) -> String {
        var indent = ""
        for piece in node.leadingTrivia.pieces.reversed() {
            switch piece {
            case .spaces(let count): indent = String(repeating: " ", count: count) + indent
            case .tabs(let count): indent = String(repeating: "\t", count: count) + indent
            default: return indent + (indent.hasPrefix("\t") ? "\t" : "    ")
            }
        }
        return indent + (indent.hasPrefix("\t") ? "\t" : "    ")
    }
}
