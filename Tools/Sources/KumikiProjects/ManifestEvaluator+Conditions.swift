import SwiftSyntax

extension ManifestEvaluator {
    /// Whether an `#if` condition holds on this machine, as it does for SwiftPM compiling the manifest here.
    func holds(_ condition: ExprSyntax) throws(Unsupported) -> Bool {
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" { return !(try holds(prefix.expression)) }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression {
            return try holds(inner)
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let operation = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            switch operation {
            case "&&":
                guard try holds(infix.leftOperand) else { return false }
                return try holds(infix.rightOperand)
            case "||":
                if try holds(infix.leftOperand) { return true }
                return try holds(infix.rightOperand)
            default: break
            }
        }
        if let literal = condition.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        // A custom flag (`-D`) is never set for a manifest.
        if condition.is(DeclReferenceExprSyntax.self) { return false }
        guard let call = condition.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let argument = call.arguments.first?.expression.trimmedDescription
        else { throw Unsupported(reason: "the #if condition `\(Self.excerpt(condition))`", line: line(of: condition)) }
        switch name {
        case "canImport": return ManifestHost.canImport(argument.split(separator: ".").first.map(String.init) ?? argument)
        case "os": return ManifestHost.operatingSystems.contains(argument)
        case "arch": return argument == ManifestHost.architecture
        case "swift", "compiler": return ManifestHost.satisfies(argument)
        case "targetEnvironment", "hasFeature", "hasAttribute", "_endian", "_pointerBitWidth", "_runtime":
            return ManifestHost.other(name, argument)
        default: throw Unsupported(reason: "the #if condition `\(name)(…)`", line: line(of: condition))
        }
    }
}
