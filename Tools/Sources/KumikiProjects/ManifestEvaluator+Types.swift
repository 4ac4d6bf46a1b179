import SwiftSyntax

extension ManifestEvaluator {
    /// A type the manifest's own code declares or extends: an enum's cases with their raw values,
    /// and the static and instance members its declaration and extensions give it.
    final class UserType {
        let name: String
        /// The cases of an enum, in order.
        var cases: [String] = []
        /// The raw values written for cases (`case core = "Core"`).
        var rawValues: [String: ExprSyntax] = [:]
        /// Whether its raw values are numbers (`enum Level: Int`), counted from 0 where not written.
        var hasIntegerRawValues = false
        var isEnum = false
        /// Whether it is marked `@resultBuilder`.
        var isResultBuilder = false
        /// Computed properties (a getter's body) and stored ones with an initializer.
        var instanceProperties: [String: ExprSyntaxOrBody] = [:]
        var staticProperties: [String: ExprSyntaxOrBody] = [:]
        var instanceFunctions: [String: [FunctionDeclSyntax]] = [:]
        var staticFunctions: [String: [FunctionDeclSyntax]] = [:]
        /// Static stored properties already evaluated.
        var staticValues: [String: ManifestValue] = [:]

        init(name: String) {
            self.name = name
        }
    }

    /// A property's definition: an initializer, or a getter's statements.
    enum ExprSyntaxOrBody {
        case initializer(ExprSyntax)
        case body(CodeBlockItemListSyntax)
    }

    /// Records a type, an enum or an extension of the manifest's own code.
    func register(_ declaration: DeclSyntax) {
        if let declared = declaration.as(EnumDeclSyntax.self) {
            let type = userType(declared.name.text)
            type.isEnum = true
            let inherited = declared.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            type.hasIntegerRawValues = inherited.first.map { ["Int", "UInt", "Int8", "Int16", "Int32", "Int64"].contains($0) } ?? false
            addMembers(declared.memberBlock, to: type)
        } else if let declared = declaration.as(StructDeclSyntax.self) {
            let type = userType(declared.name.text)
            type.isResultBuilder = declared.attributes.contains { element in
                if case .attribute(let attribute) = element { return attribute.attributeName.trimmedDescription == "resultBuilder" }
                return false
            }
            addMembers(declared.memberBlock, to: type)
        } else if let declared = declaration.as(ClassDeclSyntax.self) {
            addMembers(declared.memberBlock, to: userType(declared.name.text))
        } else if let declared = declaration.as(ExtensionDeclSyntax.self) {
            // `extension ProjectDescription.Target`, `extension Array where Element == TargetDependency`: by the last name.
            var extended = declared.extendedType
            while let generic = extended.as(MemberTypeSyntax.self) { extended = TypeSyntax(IdentifierTypeSyntax(name: generic.name)) }
            guard let name = extended.as(IdentifierTypeSyntax.self)?.name.text else { return }
            addMembers(declared.memberBlock, to: userType(name))
        }
    }

    private func userType(_ name: String) -> UserType {
        if let known = types[name] { return known }
        let type = UserType(name: name)
        types[name] = type
        return type
    }

    private func addMembers(_ block: MemberBlockSyntax, to type: UserType) {
        for member in block.members {
            let declaration = member.decl
            if let caseDeclaration = declaration.as(EnumCaseDeclSyntax.self) {
                for element in caseDeclaration.elements {
                    type.cases.append(element.name.text)
                    if let raw = element.rawValue?.value { type.rawValues[element.name.text] = raw }
                }
            } else if let function = declaration.as(FunctionDeclSyntax.self) {
                let isStatic = function.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
                if isStatic {
                    type.staticFunctions[function.name.text, default: []].append(function)
                } else {
                    type.instanceFunctions[function.name.text, default: []].append(function)
                }
            } else if let variable = declaration.as(VariableDeclSyntax.self) {
                let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    var definition: ExprSyntaxOrBody?
                    if case .getter(let body)? = binding.accessorBlock?.accessors {
                        definition = .body(body)
                    } else if let value = binding.initializer?.value {
                        definition = .initializer(value)
                    }
                    guard let definition else { continue }
                    if isStatic { type.staticProperties[name] = definition } else { type.instanceProperties[name] = definition }
                }
            } else if let nested = declaration.as(EnumDeclSyntax.self) {
                register(DeclSyntax(nested))
            } else if let nested = declaration.as(StructDeclSyntax.self) {
                register(DeclSyntax(nested))
            }
        }
    }

    // MARK: - Members

    /// `Type.name` for a type the manifest declares or extends: a case, `allCases`, a static
    /// property, or a static function as a value; `nil` when the type has no such member.
    func staticMember(_ name: String, of typeName: String, at node: some SyntaxProtocol) throws(Unsupported) -> ManifestValue? {
        guard let type = types[typeName] else { return nil }
        if type.isEnum, type.cases.contains(name) { return .enumCase(ManifestEnumCase(type: typeName, name: name)) }
        if type.isEnum, name == "allCases" {
            return .array(type.cases.map { .enumCase(ManifestEnumCase(type: typeName, name: $0)) })
        }
        if let known = type.staticValues[name] { return known }
        if let definition = type.staticProperties[name] {
            let scope = Scope(parent: globals, enclosingType: typeName)
            switch definition {
            case .initializer(let expression):
                let value = try evaluate(expression, in: scope)
                type.staticValues[name] = value
                return value
            case .body(let body):
                return try evaluateBody(body, in: scope)
            }
        }
        if let function = type.staticFunctions[name]?.first {
            return .callable(ManifestCallable(.function(function, owner: typeName, receiver: nil)))
        }
        return nil
    }

    /// `value.name` for a case of the manifest's own enum: `rawValue`, or a member its
    /// declaration or extensions give it; `nil` for any other value or name.
    func instanceMember(_ name: String, of value: ManifestValue, at node: some SyntaxProtocol) throws(Unsupported) -> ManifestValue? {
        guard case .enumCase(let enumCase) = value, let type = types[enumCase.type] else { return nil }
        if name == "rawValue" { return try rawValue(of: enumCase, in: type) }
        if let definition = type.instanceProperties[name] {
            let scope = Scope(parent: globals, enclosingType: enumCase.type)
            scope.bindings["self"] = Binding(.value(value))
            switch definition {
            case .initializer(let expression): return try evaluate(expression, in: scope)
            case .body(let body): return try evaluateBody(body, in: scope)
            }
        }
        if let function = type.instanceFunctions[name]?.first {
            return .callable(ManifestCallable(.function(function, owner: enumCase.type, receiver: value)))
        }
        return nil
    }

    private func rawValue(of enumCase: ManifestEnumCase, in type: UserType) throws(Unsupported) -> ManifestValue {
        if let written = type.rawValues[enumCase.name] { return try evaluate(written, in: globals) }
        if type.hasIntegerRawValues { return .int(type.cases.firstIndex(of: enumCase.name) ?? 0) }
        return .string(enumCase.name)
    }

    /// The static function `name` of `typeName` (or, with `typeName` `nil`, of any type the
    /// manifest declares or extends, as `.feature(…)` reaches one) that `call` can be bound to.
    func staticFunction(named name: String, matching call: FunctionCallExprSyntax, in typeName: String?) -> (declaration: FunctionDeclSyntax, owner: String)? {
        if let typeName {
            guard let candidates = types[typeName]?.staticFunctions[name], let found = Self.matching(candidates, call) else { return nil }
            return (found, typeName)
        }
        for type in types.values.sorted(by: { $0.name < $1.name }) {
            if let candidates = type.staticFunctions[name], let found = Self.matching(candidates, call) { return (found, type.name) }
        }
        return nil
    }

    /// The instance function `name` of `typeName` that `call` can be bound to.
    func instanceFunction(named name: String, of typeName: String, matching call: FunctionCallExprSyntax) -> FunctionDeclSyntax? {
        types[typeName]?.instanceFunctions[name].flatMap { Self.matching($0, call) }
    }

    /// `value` as a value of `type`: `.core` written where a `ModuleName` (or `[ModuleName]`, or an
    /// optional one) is expected is that enum's case, as Swift reads an implicit member.
    func coerce(_ value: ManifestValue, to type: TypeSyntax?) -> ManifestValue {
        guard var type else { return value }
        while true {
            if let attributed = type.as(AttributedTypeSyntax.self) {
                type = attributed.baseType
            } else if let optional = type.as(OptionalTypeSyntax.self) {
                type = optional.wrappedType
            } else if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                type = optional.wrappedType
            } else {
                break
            }
        }
        if let list = type.as(ArrayTypeSyntax.self) {
            guard case .array(let elements) = value else { return value }
            return .array(elements.map { coerce($0, to: list.element) })
        }
        guard let name = type.as(IdentifierTypeSyntax.self)?.name.text, let declared = types[name], declared.isEnum,
              case .object(let object) = value, object.arguments.isEmpty, declared.cases.contains(object.factory)
        else { return value }
        return .enumCase(ManifestEnumCase(type: name, name: object.factory))
    }

    // MARK: - Bodies

    /// The value a body (a function's, a getter's, a closure's, a `switch` case's) gives: its
    /// `return`, or its single expression.
    func evaluateBody(_ items: CodeBlockItemListSyntax, in scope: Scope) throws(Unsupported) -> ManifestValue {
        if let value = try run(body: items, in: scope, implicitReturn: true) { return value }
        throw unsupported("a function or closure that returns nothing it can see", at: items)
    }

    /// Runs statements until one returns; the value returned, or `nil` when none did.
    /// With `implicitReturn`, a body of one expression gives that expression's value.
    func run(body items: CodeBlockItemListSyntax, in scope: Scope, implicitReturn: Bool) throws(Unsupported) -> ManifestValue? {
        let isSingle = implicitReturn && items.count == 1
        for item in items {
            switch item.item {
            case .decl(let declaration):
                // `#if canImport(Darwin)` inside a function: the clause that holds here is part of the body.
                if let condition = declaration.as(IfConfigDeclSyntax.self) {
                    if let items = try activeStatements(of: condition),
                       let value = try run(body: items, in: scope, implicitReturn: isSingle) {
                        return value
                    }
                    continue
                }
                guard declaration.is(VariableDeclSyntax.self) || declaration.is(FunctionDeclSyntax.self) else {
                    throw unsupported("a \(declaration.kind) in a function or closure", at: declaration)
                }
                try declare(declaration, in: scope)
            case .expr(let expression):
                if let value = try run(expression, in: scope, isSingle: isSingle) { return value }
            case .stmt(let statement):
                if let returned = statement.as(ReturnStmtSyntax.self) {
                    guard let expression = returned.expression else { return ManifestValue.none }
                    return try evaluate(expression, in: scope)
                }
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                    if let value = try run(expression, in: scope, isSingle: isSingle) { return value }
                } else if let guardStatement = statement.as(GuardStmtSyntax.self) {
                    if !(try conditionsHold(guardStatement.conditions, in: scope)),
                       let value = try run(body: guardStatement.body.statements, in: Scope(parent: scope), implicitReturn: false) {
                        return value
                    }
                } else if let loop = statement.as(ForStmtSyntax.self) {
                    if let value = try run(loop, in: scope) { return value }
                } else {
                    throw unsupported("a \(statement.kind) in a function or closure", at: statement)
                }
            }
        }
        return nil
    }

    /// One expression of a body: a `switch` or `if` runs its branch (whose `return` ends the body),
    /// a change is applied, and the only expression of a body is its value.
    private func run(_ expression: ExprSyntax, in scope: Scope, isSingle: Bool) throws(Unsupported) -> ManifestValue? {
        if let choice = expression.as(SwitchExprSyntax.self) { return try run(choice, in: scope, asBody: !isSingle) }
        if let branch = expression.as(IfExprSyntax.self), !isSingle {
            if try conditionsHold(branch.conditions, in: scope) {
                return try run(body: branch.body.statements, in: Scope(parent: scope), implicitReturn: false)
            }
            switch branch.elseBody {
            case .ifExpr(let next): return try run(ExprSyntax(next), in: scope, isSingle: false)
            case .codeBlock(let block): return try run(body: block.statements, in: Scope(parent: scope), implicitReturn: false)
            case nil: return nil
            }
        }
        if try applyChange(expression, in: scope) { return nil }
        if isSingle { return try evaluate(expression, in: scope) }
        // A call whose value is dropped changes nothing the reader reads.
        _ = try evaluate(expression, in: scope)
        return nil
    }

    /// A `switch`: the first case whose patterns match, run. As an expression (`asBody` false)
    /// each case is one expression; as a statement its `return` is the body's.
    func run(_ choice: SwitchExprSyntax, in scope: Scope, asBody: Bool) throws(Unsupported) -> ManifestValue? {
        let subject = try evaluate(choice.subject, in: scope)
        for element in choice.cases {
            guard case .switchCase(let switchCase) = element else { throw unsupported("#if inside a switch", at: element) }
            let inner = Scope(parent: scope)
            let matches: Bool
            switch switchCase.label {
            case .default: matches = true
            case .case(let label):
                var any = false
                for item in label.caseItems where item.whereClause == nil {
                    if try match(item.pattern, subject, binding: inner) {
                        any = true
                        break
                    }
                }
                matches = any
            }
            guard matches else { continue }
            return try run(body: switchCase.statements, in: inner, implicitReturn: true)
        }
        throw unsupported("a `switch` with no case for \(subject.kindDescription)", at: choice)
    }

    /// Whether `pattern` matches `value`: `.core`, `ModuleName.core`, a literal, `_`, or `let name`.
    private func match(_ pattern: PatternSyntax, _ value: ManifestValue, binding scope: Scope) throws(Unsupported) -> Bool {
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let bound = pattern.as(ValueBindingPatternSyntax.self), let name = bound.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            scope.bindings[name] = Binding(.value(value))
            return true
        }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else {
            throw unsupported("the case pattern `\(Self.excerpt(pattern))`", at: pattern)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            switch value {
            case .enumCase(let enumCase): return enumCase.name == member.declName.baseName.text
            case .object(let object): return object.arguments.isEmpty && object.factory == member.declName.baseName.text
            default: return false
            }
        }
        return Self.equal(value, try evaluate(expression, in: scope))
    }

    /// A `for` loop in a body, each pass in a scope of its own.
    private func run(_ loop: ForStmtSyntax, in scope: Scope) throws(Unsupported) -> ManifestValue? {
        guard let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, loop.whereClause == nil else {
            throw unsupported("a `for` loop over something other than a name", at: loop)
        }
        guard case .array(let elements) = try evaluate(loop.sequence, in: scope) else {
            throw unsupported("a `for` loop over something other than a list", at: loop)
        }
        for element in elements {
            let inner = Scope(parent: scope)
            inner.bindings[name] = Binding(.value(element))
            if let value = try run(body: loop.body.statements, in: inner, implicitReturn: false) { return value }
        }
        return nil
    }

    /// A list builder's body (`@ArrayBuilder`): each expression adds its value, or each element of
    /// a list; `if` adds what its branch builds, `for` what each pass builds.
    func build(_ items: CodeBlockItemListSyntax, in scope: Scope) throws(Unsupported) -> [ManifestValue] {
        var result: [ManifestValue] = []
        func add(_ value: ManifestValue) {
            if case .array(let elements) = value { result += elements } else { result.append(value) }
        }
        for item in items {
            var expression: ExprSyntax?
            switch item.item {
            case .decl(let declaration): try declare(declaration, in: scope)
            case .expr(let found): expression = found
            case .stmt(let statement):
                if let found = statement.as(ExpressionStmtSyntax.self)?.expression {
                    expression = found
                } else if let loop = statement.as(ForStmtSyntax.self), let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          case .array(let elements) = try evaluate(loop.sequence, in: scope) {
                    for element in elements {
                        let inner = Scope(parent: scope)
                        inner.bindings[name] = Binding(.value(element))
                        result += try build(loop.body.statements, in: inner)
                    }
                } else {
                    throw unsupported("a \(statement.kind) in a list builder", at: statement)
                }
            }
            guard let expression else { continue }
            if let branch = expression.as(IfExprSyntax.self) {
                if try conditionsHold(branch.conditions, in: scope) {
                    result += try build(branch.body.statements, in: Scope(parent: scope))
                } else if case .codeBlock(let block) = branch.elseBody {
                    result += try build(block.statements, in: Scope(parent: scope))
                } else if case .ifExpr(let next) = branch.elseBody {
                    result += try build(CodeBlockItemListSyntax([CodeBlockItemSyntax(item: .expr(ExprSyntax(next)))]), in: scope)
                }
                continue
            }
            add(try evaluate(expression, in: scope))
        }
        return result
    }
}
