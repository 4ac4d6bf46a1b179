import SwiftSyntax

extension ManifestEvaluator {
    func evaluate(_ call: FunctionCallExprSyntax, in scope: Scope) throws(Unsupported) -> ManifestValue {
        let trailing = call.trailingClosure
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let baseExpression = member.base else {
                // `.feature(…)`, `.fromCore(…)`: a static function a helper declares, else a factory of the API.
                if let function = staticFunction(named: name, matching: call, in: nil) {
                    return try invoke(function.declaration, call, owner: function.owner, receiver: nil, in: scope)
                }
                return try construct(name, call, in: scope)
            }
            // `Target.domain(…)`, `TargetDependency.external(.Apollo)`: a static function of a type the helpers extend.
            if let typeName = typeReference(baseExpression, in: scope),
               let function = staticFunction(named: name, matching: call, in: typeName) {
                return try invoke(function.declaration, call, owner: function.owner, receiver: nil, in: scope)
            }
            // A method of a value: `list.map { … }`, `name.hasSuffix("Tests")`, `module.target(…)`.
            let base = try evaluate(baseExpression, in: scope)
            if case .object(let object) = base, object.factory.first?.isUppercase == true, object.arguments.isEmpty {
                // `Target.target(…)`, `PackageDescription.Target.Dependency.product(…)`: a factory of a type.
                return try construct(name, call, in: scope)
            }
            if case .enumCase(let value) = base, let function = instanceFunction(named: name, of: value.type, matching: call) {
                return try invoke(function, call, owner: value.type, receiver: base, in: scope)
            }
            return try method(name, of: base, call, trailing: trailing, in: scope)
        }
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else {
            // `makeTargets()()`, `(builder)()`: a call of a value.
            let callee = try evaluate(call.calledExpression, in: scope)
            return try callValue(callee, call, in: scope)
        }
        if let binding = scope.lookup(name), case .callable = try force(binding) {
            return try callValue(try force(binding), call, in: scope)
        }
        if let candidates = functions[name], let function = Self.matching(candidates, call) {
            return try invoke(function, call, owner: nil, receiver: nil, in: scope)
        }
        // Inside a type, `make(…)` is `Self.make(…)` or `self.make(…)`.
        if let owner = scope.enclosingType {
            if let binding = scope.lookup("self"), case .enumCase(let value) = try force(binding),
               let function = instanceFunction(named: name, of: value.type, matching: call) {
                return try invoke(function, call, owner: value.type, receiver: try force(binding), in: scope)
            }
            if let function = staticFunction(named: name, matching: call, in: owner) {
                return try invoke(function.declaration, call, owner: function.owner, receiver: nil, in: scope)
            }
        }
        // `Array(builder())`, `Set(list)`: a list made from a list is that list.
        if ["Array", "Set", "ContiguousArray"].contains(name), call.arguments.count == 1, call.arguments.first?.label == nil,
           let argument = call.arguments.first?.expression, case .array(let elements) = try evaluate(argument, in: scope) {
            return .array(elements)
        }
        if name == "String", call.arguments.count == 1, let argument = call.arguments.first?.expression {
            switch try evaluate(argument, in: scope) {
            case .string(let text): return .string(text)
            case .int(let number): return .string(String(number))
            case .enumCase(let value): return .string(value.name)
            case let other: throw unsupported("String(…) of \(other.kindDescription)", at: call)
            }
        }
        if name.first?.isUppercase == true { return try construct(name, call, in: scope) }
        throw unsupported("a call of `\(name)`, which it does not know", at: call)
    }

    /// A call of a function value (a closure, a function named without calling it).
    private func callValue(_ callee: ManifestValue, _ call: FunctionCallExprSyntax, in scope: Scope) throws(Unsupported) -> ManifestValue {
        guard case .callable(let callable) = callee else { throw unsupported("a call of \(callee.kindDescription)", at: call) }
        switch callable.kind {
        case .function(let function, let owner, let receiver):
            return try invoke(function, call, owner: owner, receiver: receiver, in: scope)
        case .closure(let closure, let captured, let isBuilder):
            var arguments: [ManifestValue] = []
            for argument in call.arguments { arguments.append(try evaluate(argument.expression, in: scope)) }
            return try apply(closure, to: arguments, in: captured, asBuilder: isBuilder)
        }
    }

    /// A value of the API: its needed arguments evaluated, the rest left alone.
    func construct(_ factory: String, _ call: FunctionCallExprSyntax, in scope: Scope) throws(Unsupported) -> ManifestValue {
        var arguments: [(label: String, value: ManifestValue?)] = []
        for argument in call.arguments {
            let label = argument.label?.text ?? ""
            if let known = api.knownLabels[factory], !known.contains(label) {
                throw unsupported("`\(factory)` takes no argument `\(label.isEmpty ? "_" : label)`", at: argument)
            }
            arguments.append((label, api.neededLabels.contains(label) ? try evaluate(argument.expression, in: scope) : nil))
        }
        if let closure = call.trailingClosure, api.neededLabels.contains("") {
            arguments.append(("", .callable(ManifestCallable(.closure(closure, scope, isBuilder: false)))))
        }
        return .object(ManifestObject(factory: factory, arguments: arguments, line: line(of: call) ?? 0, file: file(of: call)))
    }

    /// A method of a list or a string the reader knows.
    func method(
        _ name: String, of base: ManifestValue, _ call: FunctionCallExprSyntax, trailing: ClosureExprSyntax?, in scope: Scope
    ) throws(Unsupported) -> ManifestValue {
        let argument = call.arguments.first?.expression
        switch (base, name) {
        case (.array(let elements), "map"), (.array(let elements), "compactMap"), (.array(let elements), "flatMap"), (.array(let elements), "filter"):
            let transform = try self.transform(trailing: trailing, argument: argument, in: scope, at: call)
            var result: [ManifestValue] = []
            for element in elements {
                let value = try transform(element)
                switch name {
                case "map": result.append(value)
                case "compactMap": if case .none = value {} else { result.append(value) }
                case "flatMap":
                    switch value {
                    case .array(let more): result += more
                    // `flatMap` over optionals is `compactMap`.
                    case .none: break
                    default: result.append(value)
                    }
                default:
                    guard case .bool(let keep) = value else { throw unsupported("filter by a non-boolean", at: call) }
                    if keep { result.append(element) }
                }
            }
            return .array(result)
        case (.array(let elements), "joined"):
            var result: [ManifestValue] = []
            for element in elements {
                guard case .array(let more) = element else { throw unsupported("joined() of a list of \(element.kindDescription)", at: call) }
                result += more
            }
            return .array(result)
        case (.array(let elements), "contains"):
            guard let argument else { throw unsupported("contains without an argument", at: call) }
            let needle = try evaluate(argument, in: scope)
            return .bool(elements.contains { Self.equal($0, needle) })
        case (.string(let text), "hasPrefix"), (.string(let text), "hasSuffix"), (.string(let text), "contains"):
            guard let argument, case .string(let other) = try evaluate(argument, in: scope) else {
                throw unsupported("`\(name)` of something other than a string", at: call)
            }
            return .bool(name == "hasPrefix" ? text.hasPrefix(other) : name == "hasSuffix" ? text.hasSuffix(other) : text.contains(other))
        case (.string(let text), "lowercased"):
            return .string(text.lowercased())
        case (.string(let text), "uppercased"):
            return .string(text.uppercased())
        case (.dictionary(let dictionary), "keys"):
            return .array(dictionary.keys.sorted().map(ManifestValue.string))
        default:
            throw unsupported("`.\(name)(…)` of \(base.kindDescription)", at: call)
        }
    }

    /// What `map` and its kin apply to each element: a closure, a key path (`\.name`, `\.self`), or
    /// a function named without calling it (`TargetDependency.fromCore`).
    private func transform(
        trailing: ClosureExprSyntax?, argument: ExprSyntax?, in scope: Scope, at call: FunctionCallExprSyntax
    ) throws(Unsupported) -> (ManifestValue) throws(Unsupported) -> ManifestValue {
        if let closure = trailing ?? argument?.as(ClosureExprSyntax.self) {
            return { element throws(Unsupported) in try self.apply(closure, to: [element], in: scope, asBuilder: false) }
        }
        if let keyPath = argument?.as(KeyPathExprSyntax.self) {
            return { element throws(Unsupported) in try self.read(keyPath, of: element) }
        }
        guard let argument else { throw unsupported("`map` without a closure", at: call) }
        let function = try evaluate(argument, in: scope)
        guard case .callable(let callable) = function else { throw unsupported("`map` of \(function.kindDescription)", at: call) }
        return { element throws(Unsupported) in try self.apply(callable, to: [element], at: call) }
    }

    /// `\.name` applied to `value`: one property (of an API object, a tuple or the manifest's own
    /// enum), or `\.self`.
    func read(_ keyPath: KeyPathExprSyntax, of value: ManifestValue) throws(Unsupported) -> ManifestValue {
        guard keyPath.root == nil, keyPath.components.count == 1, let component = keyPath.components.first,
              let property = component.component.as(KeyPathPropertyComponentSyntax.self)
        else { throw unsupported("a key path other than `\\.name`", at: keyPath) }
        let name = property.declName.baseName.text
        if name == "self" { return value }
        switch value {
        case .tuple(let elements):
            if let element = elements.first(where: { $0.label == name }) { return element.value }
        case .object(let object):
            if let found = object[name] { return found }
        case .enumCase:
            if let found = try instanceMember(name, of: value, at: keyPath) { return found }
        default:
            break
        }
        throw unsupported("`\\.\(name)` of \(value.kindDescription)", at: keyPath)
    }

    /// A closure applied to `arguments`: one parameter (named or `$0`) takes one argument, several
    /// take one each, and a single tuple argument is spread over several parameters.
    func apply(_ closure: ClosureExprSyntax, to arguments: [ManifestValue], in scope: Scope, asBuilder: Bool) throws(Unsupported) -> ManifestValue {
        let inner = Scope(parent: scope)
        var names: [String] = []
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters): names = parameters.map(\.name.text)
        case .parameterClause(let clause): names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: break
        }
        var values = arguments
        if names.count > 1, values.count == 1, case .tuple(let elements) = values[0], elements.count == names.count {
            values = elements.map(\.value)
        }
        if names.count <= 1, values.count == 1 {
            for name in names + ["$0"] { inner.bindings[name] = Binding(.value(values[0])) }
        } else {
            for (index, value) in values.enumerated() {
                if index < names.count { inner.bindings[names[index]] = Binding(.value(value)) }
                inner.bindings["$\(index)"] = Binding(.value(value))
            }
        }
        // `{ $0.name … $1 }` over a list of tuples: `$1` is the tuple's second element.
        if values.count == 1, case .tuple(let elements) = values[0] {
            for (index, element) in elements.enumerated() where inner.bindings["$\(index)"] == nil {
                inner.bindings["$\(index)"] = Binding(.value(element.value))
            }
        }
        if asBuilder { return .array(try build(closure.statements, in: inner)) }
        return try evaluateBody(closure.statements, in: inner)
    }

    /// A function value applied to `arguments`, as `map` passes each element.
    private func apply(_ callable: ManifestCallable, to arguments: [ManifestValue], at node: some SyntaxProtocol) throws(Unsupported) -> ManifestValue {
        switch callable.kind {
        case .closure(let closure, let captured, let isBuilder):
            return try apply(closure, to: arguments, in: captured, asBuilder: isBuilder)
        case .function(let function, let owner, let receiver):
            let parameters = Array(function.signature.parameterClause.parameters)
            guard parameters.count >= arguments.count else { throw unsupported("\(function.name.text) given too many arguments", at: node) }
            let inner = Scope(parent: globals, enclosingType: owner)
            if let receiver { inner.bindings["self"] = Binding(.value(receiver)) }
            for (index, parameter) in parameters.enumerated() {
                let name = (parameter.secondName ?? parameter.firstName).text
                if index < arguments.count {
                    inner.bindings[name] = Binding(.value(coerce(arguments[index], to: parameter.type)))
                } else if let defaultValue = parameter.defaultValue?.value {
                    inner.bindings[name] = Binding(.value(coerce(try evaluate(defaultValue, in: Scope(parent: globals, enclosingType: owner)), to: parameter.type)))
                } else {
                    throw unsupported("\(function.name.text) given too few arguments", at: node)
                }
            }
            return try evaluateFunctionBody(function, in: inner)
        }
    }

    /// A function of the manifest's own code called with `call`'s arguments, matched to its
    /// parameters by label; parameters left out take their default values.
    func invoke(
        _ function: FunctionDeclSyntax, _ call: FunctionCallExprSyntax, owner: String?, receiver: ManifestValue?, in scope: Scope
    ) throws(Unsupported) -> ManifestValue {
        let inner = Scope(parent: globals, enclosingType: owner)
        if let receiver { inner.bindings["self"] = Binding(.value(receiver)) }
        let arguments = Array(call.arguments)
        var position = 0
        var trailing = call.trailingClosure.map(ExprSyntax.init)
        for parameter in function.signature.parameterClause.parameters {
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            var expression: ExprSyntax?
            // Arguments come in the parameters' order; one left out takes its default, and a trailing
            // closure goes to the closure parameter it reaches.
            if position < arguments.count, arguments[position].label?.text == label {
                expression = arguments[position].expression
                position += 1
            } else if let closure = trailing, parameter.defaultValue == nil || isClosureType(parameter.type) {
                expression = closure
                trailing = nil
            }
            // A parameter marked with a result builder (`@ArrayBuilder<Element> _ builder: () -> [Element]`)
            // takes its closure as a builder's body.
            if let expression, let closure = expression.as(ClosureExprSyntax.self), isBuilderParameter(parameter) {
                inner.bindings[name] = Binding(.value(.callable(ManifestCallable(.closure(closure, scope, isBuilder: true)))))
            } else if let expression {
                inner.bindings[name] = Binding(.value(coerce(try evaluate(expression, in: scope), to: parameter.type)))
            } else if let defaultValue = parameter.defaultValue?.value {
                inner.bindings[name] = Binding(.value(coerce(try evaluate(defaultValue, in: Scope(parent: globals, enclosingType: owner)), to: parameter.type)))
            } else {
                throw unsupported("a call of \(function.name.text) without its argument `\(name)`", at: call)
            }
        }
        if position < arguments.count || trailing != nil {
            throw unsupported("a call of \(function.name.text) with arguments it does not take", at: call)
        }
        return try evaluateFunctionBody(function, in: inner)
    }

    private func evaluateFunctionBody(_ function: FunctionDeclSyntax, in scope: Scope) throws(Unsupported) -> ManifestValue {
        guard let body = function.body else { throw unsupported("a function without a body", at: function) }
        // A helper that calls itself forever stops here, not on the stack's end.
        calls += 1
        defer { calls -= 1 }
        guard calls <= 64 else { throw unsupported("functions call each other more than 64 deep", at: function) }
        return try evaluateBody(body.statements, in: scope)
    }

    /// Whether `type` is a function type (a closure parameter, `() -> [Element]`).
    private func isClosureType(_ type: TypeSyntax) -> Bool {
        var type = type
        while let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        return type.is(FunctionTypeSyntax.self)
    }

    /// Whether `parameter` is marked with a result builder the manifest declares.
    private func isBuilderParameter(_ parameter: FunctionParameterSyntax) -> Bool {
        parameter.attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            let name = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text ?? attribute.attributeName.trimmedDescription
            return types[name]?.isResultBuilder == true
        }
    }

    /// The overload among `candidates` whose parameter labels `call` can be bound to.
    static func matching(_ candidates: [FunctionDeclSyntax], _ call: FunctionCallExprSyntax) -> FunctionDeclSyntax? {
        let labels = call.arguments.map { $0.label?.text }
        let hasTrailing = call.trailingClosure != nil
        return candidates.first { function in
            var remaining = labels[...]
            var trailingUsed = !hasTrailing
            for parameter in function.signature.parameterClause.parameters {
                let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
                if let first = remaining.first, first == label {
                    remaining = remaining.dropFirst()
                } else if parameter.defaultValue != nil {
                    continue
                } else if !trailingUsed {
                    trailingUsed = true
                } else {
                    return false
                }
            }
            return remaining.isEmpty && trailingUsed
        }
    }
}
