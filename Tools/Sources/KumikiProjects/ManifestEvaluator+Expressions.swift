import SwiftSyntax

extension ManifestEvaluator {
    func evaluate(_ expression: ExprSyntax, in scope: Scope) throws(Unsupported) -> ManifestValue {
        depth += 1
        defer { depth -= 1 }
        guard depth < 200 else { throw unsupported("expressions nest too deeply", at: expression) }
        switch expression.as(ExprSyntaxEnum.self) {
        case .stringLiteralExpr(let literal):
            return .string(try text(of: literal, in: scope))
        case .integerLiteralExpr(let literal):
            guard let value = Int(literal.literal.text.replacingOccurrences(of: "_", with: "")) else {
                throw unsupported("a number it cannot read", at: literal)
            }
            return .int(value)
        case .booleanLiteralExpr(let literal):
            return .bool(literal.literal.tokenKind == .keyword(.true))
        case .nilLiteralExpr:
            return .none
        case .arrayExpr(let array):
            var elements: [ManifestValue] = []
            for element in array.elements { elements.append(try evaluate(element.expression, in: scope)) }
            return .array(elements)
        case .tupleExpr(let tuple) where tuple.elements.count == 1:
            guard let inner = tuple.elements.first?.expression else { return .none }
            return try evaluate(inner, in: scope)
        case .tupleExpr(let tuple):
            var elements: [(label: String?, value: ManifestValue)] = []
            for element in tuple.elements { elements.append((element.label?.text, try evaluate(element.expression, in: scope))) }
            return .tuple(elements)
        case .declReferenceExpr(let reference):
            return try value(named: reference.baseName.text, in: scope, at: reference)
        case .memberAccessExpr(let member):
            return try evaluate(member, in: scope)
        case .functionCallExpr(let call):
            return try evaluate(call, in: scope)
        case .subscriptCallExpr(let subscriptCall):
            guard let key = subscriptCall.arguments.first?.expression, subscriptCall.arguments.count == 1 else {
                throw unsupported("a subscript of several arguments", at: subscriptCall)
            }
            switch (try evaluate(subscriptCall.calledExpression, in: scope), try evaluate(key, in: scope)) {
            case (.dictionary(let dictionary), .string(let name)): return dictionary[name] ?? .none
            case (.array(let elements), .int(let index)) where elements.indices.contains(index): return elements[index]
            default: throw unsupported("a subscript other than a list's or the environment's", at: subscriptCall)
            }
        case .infixOperatorExpr(let infix):
            return try evaluate(infix, in: scope)
        case .prefixOperatorExpr(let prefix) where prefix.operator.text == "!":
            guard case .bool(let value) = try evaluate(prefix.expression, in: scope) else {
                throw unsupported("`!` of something other than a boolean", at: prefix)
            }
            return .bool(!value)
        case .ternaryExpr(let ternary):
            guard case .bool(let condition) = try evaluate(ternary.condition, in: scope) else {
                throw unsupported("a condition that is not a boolean", at: ternary)
            }
            return try evaluate(condition ? ternary.thenExpression : ternary.elseExpression, in: scope)
        case .ifExpr(let branch):
            return try evaluateIf(branch, in: scope)
        case .switchExpr(let choice):
            guard let value = try run(choice, in: scope, asBody: false) else { throw unsupported("a `switch` that gives no value", at: choice) }
            return value
        case .asExpr(let cast):
            // `([…] as [[Product]]).flatMap(\.self)`: a cast changes no value the reader sees.
            return coerce(try evaluate(cast.expression, in: scope), to: cast.type)
        case .forceUnwrapExpr(let unwrap):
            let value = try evaluate(unwrap.expression, in: scope)
            if case .none = value { throw unsupported("a force unwrap of nil", at: unwrap) }
            return value
        case .optionalChainingExpr(let chain):
            return try evaluate(chain.expression, in: scope)
        case .closureExpr(let closure):
            return .callable(ManifestCallable(.closure(closure, scope, isBuilder: false)))
        default:
            throw unsupported("\(expression.kind) `\(Self.excerpt(expression))`", at: expression)
        }
    }

    /// The value of the name `name`: a variable, else (inside a type's member) a member of that
    /// type or of `self`, else a type or a global function.
    func value(named name: String, in scope: Scope, at node: some SyntaxProtocol) throws(Unsupported) -> ManifestValue {
        if let binding = scope.lookup(name) { return try force(binding) }
        // Inside a member, `rawValue` is `self.rawValue` and `target` may be `Self.target`.
        if let owner = scope.enclosingType {
            if let binding = scope.lookup("self"), let found = try instanceMember(name, of: try force(binding), at: node) {
                return found
            }
            if let found = try staticMember(name, of: owner, at: node) { return found }
        }
        if types[name] != nil || name.first?.isUppercase == true {
            // A type, as the base of `Target.Dependency.product(…)` or `ProcessInfo.processInfo`.
            return .object(ManifestObject(factory: name, arguments: [], line: line(of: node) ?? 0))
        }
        if let function = functions[name]?.first { return .callable(ManifestCallable(.function(function, owner: nil, receiver: nil))) }
        throw unsupported("`\(name)`, which it cannot find", at: node)
    }

    func evaluate(_ member: MemberAccessExprSyntax, in scope: Scope) throws(Unsupported) -> ManifestValue {
        let name = member.declName.baseName.text
        guard let baseExpression = member.base else {
            // `.macOS`, `.test`: an enum case or a static member of the type the context implies. A
            // static property the manifest gives a type of its own or of the API (such as
            // `extension Target.Dependency { static let model: Target.Dependency = "Model" }`) is that
            // property's value, as a static function reached this way is called (the context's type is
            // not known here; an enum's cases are matched where the enum is expected instead).
            if let owner = types.values.sorted(by: { $0.name < $1.name }).first(where: { !$0.isEnum && $0.staticProperties[name] != nil }),
               let found = try staticMember(name, of: owner.name, at: member) {
                return found
            }
            return .object(ManifestObject(factory: name, arguments: [], line: line(of: member) ?? 0))
        }
        // `ProjectName.Core`, `CoreModuleName.allCases`, `TargetDependency.fromCore`: a member of a type the manifest declares or extends.
        if let typeName = typeReference(baseExpression, in: scope), let found = try staticMember(name, of: typeName, at: member) {
            return found
        }
        let base = try evaluate(baseExpression, in: scope)
        if let found = try instanceMember(name, of: base, at: member) { return found }
        switch (base, name) {
        case (.object(let object), "processInfo") where object.factory == "ProcessInfo":
            return .object(ManifestObject(factory: "processInfo", arguments: [], line: object.line))
        case (.object(let object), "environment") where object.factory == "processInfo" || object.factory == "Context":
            return .dictionary(environment.mapValues { .string($0) })
        case (.object(let object), "packageDirectory") where object.factory == "Context":
            return .string(packageDirectory)
        case (.array(let elements), "count"):
            return .int(elements.count)
        case (.array(let elements), "isEmpty"):
            return .bool(elements.isEmpty)
        case (.array(let elements), "first"):
            return elements.first ?? .none
        case (.array(let elements), "last"):
            return elements.last ?? .none
        case (.string(let text), "isEmpty"):
            return .bool(text.isEmpty)
        case (.dictionary(let dictionary), "keys"):
            return .array(dictionary.keys.sorted().map(ManifestValue.string))
        case (.tuple(let elements), _):
            if let index = Int(name), elements.indices.contains(index) { return elements[index].value }
            if let element = elements.first(where: { $0.label == name }) { return element.value }
            throw unsupported("`.\(name)` of a tuple without that label", at: member)
        case (.object(let object), _) where object.factory.first?.isUppercase == true && object.arguments.isEmpty && object.factory != "Package":
            // `Target.Dependency.product`: a member of a type is that member, whatever the type.
            return .object(ManifestObject(factory: name, arguments: [], line: object.line))
        case (.object(let object), "type"):
            return .object(ManifestObject(factory: Self.targetType(of: object.factory), arguments: [], line: object.line))
        case (.object(let object), _):
            if let value = object[name] { return value }
            if api.neededLabels.contains(name) { return name == "name" ? .none : .array([]) }
            throw unsupported("`.\(name)` of `.\(object.factory)(…)`, which it does not read", at: member)
        default:
            throw unsupported("`.\(name)` of \(base.kindDescription)", at: member)
        }
    }

    /// The type `expression` names, when it is a bare name of a type the manifest declares or
    /// extends (and no variable of that name hides it).
    func typeReference(_ expression: ExprSyntax, in scope: Scope) -> String? {
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
        var name = reference.baseName.text
        if name == "Self", let owner = scope.enclosingType { name = owner }
        guard types[name] != nil, scope.lookup(name) == nil else { return nil }
        return name
    }

    /// The `Target.TargetType` case of a target made by `factory`.
    static func targetType(of factory: String) -> String {
        switch factory {
        case "target": return "regular"
        case "executableTarget": return "executable"
        case "testTarget": return "test"
        case "systemLibrary": return "system"
        case "binaryTarget": return "binary"
        default: return factory
        }
    }

    func evaluateIf(_ branch: IfExprSyntax, in scope: Scope) throws(Unsupported) -> ManifestValue {
        if try conditionsHold(branch.conditions, in: scope) { return try evaluateBody(branch.body.statements, in: Scope(parent: scope)) }
        switch branch.elseBody {
        case .ifExpr(let next): return try evaluateIf(next, in: scope)
        case .codeBlock(let block): return try evaluateBody(block.statements, in: Scope(parent: scope))
        case nil: throw unsupported("an `if` expression without `else`", at: branch)
        }
    }

    private func evaluate(_ infix: InfixOperatorExprSyntax, in scope: Scope) throws(Unsupported) -> ManifestValue {
        guard let operation = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            throw unsupported("an assignment inside an expression", at: infix)
        }
        let left = try evaluate(infix.leftOperand, in: scope)
        // `&&`, `||` and `??` evaluate their right side only when needed, as Swift does.
        switch (operation, left) {
        case ("&&", .bool(false)): return .bool(false)
        case ("||", .bool(true)): return .bool(true)
        case ("??", let value) where !Self.isNone(value): return value
        default: break
        }
        let right = try evaluate(infix.rightOperand, in: scope)
        switch (operation, left, right) {
        case ("??", _, _): return right
        case ("&&", .bool, .bool(let value)), ("||", .bool, .bool(let value)): return .bool(value)
        case ("==", _, _): return .bool(Self.equal(left, right))
        case ("!=", _, _): return .bool(!Self.equal(left, right))
        case ("+", .array(let first), .array(let second)): return .array(first + second)
        case ("+", .string(let first), .string(let second)): return .string(first + second)
        case ("+", .int(let first), .int(let second)): return .int(first + second)
        default: throw unsupported("`\(operation)` of \(left.kindDescription) and \(right.kindDescription)", at: infix)
        }
    }

    static func isNone(_ value: ManifestValue) -> Bool {
        if case .none = value { return true }
        return false
    }

    /// Equality as the manifest means it: of strings, booleans, numbers, `nil`, and enum cases
    /// (`.test`, or a case of the manifest's own enums, written `.core` or `ModuleName.core`).
    static func equal(_ left: ManifestValue, _ right: ManifestValue) -> Bool {
        switch (left, right) {
        case (.string(let a), .string(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.none, .none): return true
        case (.object(let a), .object(let b)): return a.arguments.isEmpty && b.arguments.isEmpty && a.factory == b.factory
        case (.enumCase(let a), .enumCase(let b)): return a.type == b.type && a.name == b.name
        case (.enumCase(let a), .object(let b)), (.object(let b), .enumCase(let a)): return b.arguments.isEmpty && a.name == b.factory
        default: return false
        }
    }

    /// A string literal's text, interpolations evaluated.
    private func text(of literal: StringLiteralExprSyntax, in scope: Scope) throws(Unsupported) -> String {
        var text = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let plain):
                text += Self.unescaped(plain.content.text)
            case .expressionSegment(let interpolation):
                guard let expression = interpolation.expressions.first?.expression, interpolation.expressions.count == 1 else {
                    throw unsupported("an interpolation with labels", at: interpolation)
                }
                switch try evaluate(expression, in: scope) {
                case .string(let value): text += value
                case .int(let value): text += String(value)
                case .bool(let value): text += String(value)
                // An enum without a description prints its case's name.
                case .enumCase(let value): text += value.name
                case let other: throw unsupported("an interpolation of \(other.kindDescription)", at: interpolation)
                }
            }
        }
        return text
    }

    /// A string segment's text with its escapes resolved (`\"`, `\\`, `\n`, `\t`).
    private static func unescaped(_ raw: String) -> String {
        guard raw.contains("\\") else { return raw }
        var result = ""
        var escaping = false
        for character in raw {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "0": result.append("\0")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
