import Foundation
import KumikiSourceFiles
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Evaluates a `Package.swift` without compiling it: the statements and expressions real
/// manifests use to build their package, run over the syntax tree, so that reading a package
/// starts no `swift` process (which took a second or more per manifest).
///
/// It follows what `swift package dump-package` would evaluate for the parts `kumiki` reads (the
/// package's name, products, package dependencies and targets, each target's kind, name,
/// dependencies, path, exclusions and sources): top-level `let`s and `var`s (read when first used,
/// with the `+=`, `append` and reassignments made to them), `+` on lists and strings, string
/// interpolation, `map`, `compactMap`, `flatMap` and `filter` with closures, functions and
/// computed variables of one expression, `if` over the process environment
/// (`ProcessInfo.processInfo.environment`, `Context.environment`), `#if canImport(…)`, `os(…)`,
/// `arch(…)`, `swift(…)` and `compiler(…)` for the machine it runs on, and mutations of `package`
/// after its initializer. Arguments it does not need (settings, platforms, resources) are never
/// evaluated, so what they call does not matter; a `for` loop over `package.targets` that only sets
/// settings is skipped. Anything else it would need (a call it does not know, a loop with other
/// effects) stops the evaluation with ``Unsupported``, and the caller asks `dump-package` instead.
final class ManifestEvaluator {
    /// Why a manifest could not be evaluated statically: the caller falls back to `dump-package`.
    struct Unsupported: Error, CustomStringConvertible {
        /// What the reader does not evaluate.
        var reason: String
        /// Where, when known.
        var line: Int?

        var description: String {
            line.map { "line \($0): \(reason)" } ?? reason
        }
    }

    /// The arguments of the PackageDescription API the reader needs; all others are left unevaluated.
    static let neededLabels: Set<String> = [
        "name", "dependencies", "path", "exclude", "sources", "products", "targets", "url", "id", "package", "location",
    ]

    private let environment: [String: String]
    private let packageDirectory: String
    private let converter: SourceLocationConverter
    private let globals = Scope(parent: nil)
    private var functions: [String: FunctionDeclSyntax] = [:]
    private var depth = 0

    /// An evaluator for the manifest of the package in `packageDirectory` (absolute), with the
    /// process environment `environment`, as `dump-package` would see them.
    private init(tree: SourceFileSyntax, packageDirectory: String, environment: [String: String]) {
        self.environment = environment
        self.packageDirectory = packageDirectory
        converter = SourceLocationConverter(fileName: "Package.swift", tree: tree)
    }

    /// Evaluates `source`; returns the `package` it builds.
    static func evaluate(
        source: String, packageDirectory: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(Unsupported) -> ManifestObject {
        // Nesting deep enough to exhaust the parser's stack is left to swift, which reports it.
        var text = source
        if let excess = text.withUTF8({ NestingGuard.firstExcess(in: $0) }) {
            throw Unsupported(reason: excess.message, line: excess.line)
        }
        let parsed = Parser.parse(source: source)
        if parsed.hasError { throw Unsupported(reason: "the manifest does not parse") }
        guard let folded = OperatorTable.standardOperators.foldAll(parsed, errorHandler: { _ in }).as(SourceFileSyntax.self) else {
            throw Unsupported(reason: "its operators could not be folded")
        }
        let evaluator = ManifestEvaluator(tree: folded, packageDirectory: packageDirectory, environment: environment)
        evaluator.hoist(folded.statements)
        try evaluator.run(folded.statements, in: evaluator.globals)
        guard let binding = evaluator.globals.lookup("package") else { throw Unsupported(reason: "it declares no `package`") }
        let value = try evaluator.force(binding)
        guard let package = value.object, package.factory == "Package" else {
            throw Unsupported(reason: "`package` is \(value.kindDescription), not a Package")
        }
        return package
    }

    // MARK: - Scopes and bindings

    /// A variable: its initializer and the changes made to it, evaluated when first read.
    private final class Binding {
        enum State {
            /// Declared without a value (`let products: [Product]`), to be assigned in an `if`.
            case declared
            /// An initializer not evaluated yet, with the scope to evaluate it in.
            case pending(ExprSyntax, Scope)
            /// A computed variable: a body evaluated at each read.
            case computed(CodeBlockItemListSyntax, Scope)
            /// The value.
            case value(ManifestValue)
        }

        var state: State
        /// Changes to apply when it is read: `+=`, `append(…)`, `append(contentsOf:)`.
        var changes: [(operation: String, expression: ExprSyntax, scope: Scope)] = []
        var isForcing = false
        /// The labels the variable's type gives the tuples of its list (`[(name: String, isTest: Bool)]`).
        var tupleLabels: [String?]?

        init(_ state: State) {
            self.state = state
        }
    }

    /// A scope of variables: the file, a closure's parameters, a function's.
    private final class Scope {
        let parent: Scope?
        var bindings: [String: Binding] = [:]

        init(parent: Scope?) {
            self.parent = parent
        }

        func lookup(_ name: String) -> Binding? {
            bindings[name] ?? parent?.lookup(name)
        }
    }

    private func force(_ binding: Binding) throws(Unsupported) -> ManifestValue {
        guard !binding.isForcing else { throw Unsupported(reason: "a variable refers to itself") }
        binding.isForcing = true
        defer { binding.isForcing = false }
        var value: ManifestValue
        switch binding.state {
        case .declared: throw Unsupported(reason: "a variable is read before it is assigned")
        case .value(let known): value = known
        case .pending(let expression, let scope): value = try evaluate(expression, in: scope)
        case .computed(let body, let scope): return try evaluateBody(body, in: Scope(parent: scope))
        }
        for change in binding.changes {
            let operand = try evaluate(change.expression, in: change.scope)
            value = try combine(value, change.operation, operand, line: line(of: change.expression))
        }
        if let labels = binding.tupleLabels, case .array(let elements) = value {
            value = .array(elements.map { element in
                guard case .tuple(let parts) = element, parts.count == labels.count else { return element }
                return .tuple(zip(parts, labels).map { part, label in (part.label ?? label, part.value) })
            })
        }
        binding.changes = []
        binding.state = .value(value)
        return value
    }

    /// `value` changed by `operation` (`+=`, `append`, `append(contentsOf:)`) with `operand`.
    private func combine(_ value: ManifestValue, _ operation: String, _ operand: ManifestValue, line: Int?) throws(Unsupported) -> ManifestValue {
        switch (operation, value, operand) {
        case ("append", .array(let elements), _): return .array(elements + [operand])
        case ("+=", .array(let elements), .array(let more)), ("contentsOf", .array(let elements), .array(let more)):
            return .array(elements + more)
        case ("+=", .string(let text), .string(let more)): return .string(text + more)
        default: throw Unsupported(reason: "\(operation) of \(operand.kindDescription) to \(value.kindDescription)", line: line)
        }
    }

    // MARK: - Statements

    private func run(_ items: CodeBlockItemListSyntax, in scope: Scope) throws(Unsupported) {
        for item in items {
            switch item.item {
            case .decl(let declaration): try declare(declaration, in: scope)
            case .stmt(let statement): try execute(statement, in: scope)
            case .expr(let expression): try execute(expression, in: scope)
            }
        }
    }

    /// Functions and computed variables are declarations of the whole file: a statement may use
    /// one written below it, as `swift-syntax`'s manifest reads `buildDynamicLibrary` before declaring it.
    private func hoist(_ items: CodeBlockItemListSyntax) {
        for item in items {
            guard case .decl(let declaration) = item.item else { continue }
            if let function = declaration.as(FunctionDeclSyntax.self) {
                functions[function.name.text] = function
            } else if let variable = declaration.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          case .getter(let body)? = binding.accessorBlock?.accessors
                    else { continue }
                    globals.bindings[name] = Binding(.computed(body, globals))
                }
            }
        }
    }

    private func declare(_ declaration: DeclSyntax, in scope: Scope) throws(Unsupported) {
        if let variable = declaration.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    throw Unsupported(reason: "a variable pattern other than a name", line: line(of: binding))
                }
                if let accessors = binding.accessorBlock {
                    guard case .getter(let body) = accessors.accessors else {
                        throw Unsupported(reason: "a computed variable with accessors", line: line(of: binding))
                    }
                    scope.bindings[name] = Binding(.computed(body, scope))
                } else if let value = binding.initializer?.value {
                    let variable = Binding(.pending(value, scope))
                    // `[(name: String, usesStore: Bool)]`: the tuples written unlabelled take the type's labels.
                    if let tuple = binding.typeAnnotation?.type.as(ArrayTypeSyntax.self)?.element.as(TupleTypeSyntax.self) {
                        variable.tupleLabels = tuple.elements.map { $0.firstName?.text }
                    }
                    scope.bindings[name] = variable
                } else {
                    scope.bindings[name] = Binding(.declared)
                }
            }
        } else if let function = declaration.as(FunctionDeclSyntax.self) {
            functions[function.name.text] = function
        } else if let condition = declaration.as(IfConfigDeclSyntax.self) {
            try run(condition, in: scope)
        } else if declaration.is(ImportDeclSyntax.self) || declaration.is(ExtensionDeclSyntax.self) || declaration.is(StructDeclSyntax.self)
            || declaration.is(EnumDeclSyntax.self) || declaration.is(ClassDeclSyntax.self) || declaration.is(TypeAliasDeclSyntax.self)
            || declaration.is(ProtocolDeclSyntax.self) {
            // Types and extensions matter only if the package is built from them, and then a use fails.
            return
        } else {
            throw Unsupported(reason: "a top-level \(declaration.kind) declaration", line: line(of: declaration))
        }
    }

    /// The clause of `#if` that holds on this machine, run.
    private func run(_ condition: IfConfigDeclSyntax, in scope: Scope) throws(Unsupported) {
        for clause in condition.clauses {
            if let test = clause.condition, !(try holds(test)) { continue }
            switch clause.elements {
            case .statements(let items): try run(items, in: scope)
            case .none: break
            default: throw Unsupported(reason: "#if around something other than statements", line: line(of: clause))
            }
            return
        }
    }

    private func execute(_ statement: StmtSyntax, in scope: Scope) throws(Unsupported) {
        if let expression = statement.as(ExpressionStmtSyntax.self) {
            try execute(expression.expression, in: scope)
        } else if let loop = statement.as(ForStmtSyntax.self) {
            try skipSettingsLoop(loop)
        } else {
            throw Unsupported(reason: "a top-level \(statement.kind) statement", line: line(of: statement))
        }
    }

    /// An expression used as a statement: an `if`, an assignment, a change to `package` or to a variable.
    private func execute(_ expression: ExprSyntax, in scope: Scope) throws(Unsupported) {
        if let branch = expression.as(IfExprSyntax.self) {
            try run(branch, in: scope)
            return
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            let operation = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? (infix.operator.is(AssignmentExprSyntax.self) ? "=" : "")
            try change(infix.leftOperand, operation, infix.rightOperand, in: scope)
            return
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "append", let target = member.base, let argument = call.arguments.first, call.arguments.count == 1 {
            try change(target, argument.label?.text == "contentsOf" ? "contentsOf" : "append", argument.expression, in: scope)
            return
        }
        // Any other call may stop the manifest (`fatalError`, `precondition`) or change what it builds.
        if expression.is(FunctionCallExprSyntax.self) || mentionsPackage(expression) {
            throw Unsupported(reason: "the statement `\(Self.excerpt(expression))`", line: line(of: expression))
        }
    }

    /// `target operation operand`: a change to a variable, or to one of `package`'s lists.
    private func change(_ target: ExprSyntax, _ operation: String, _ operand: ExprSyntax, in scope: Scope) throws(Unsupported) {
        if let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text, let binding = scope.lookup(name) {
            if operation == "=" {
                binding.state = .pending(operand, scope)
                binding.changes = []
            } else {
                binding.changes.append((operation, operand, scope))
            }
            return
        }
        // `package.targets += […]`, `package.products.append(…)`: applied at once, in order.
        guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
              let binding = scope.lookup(base.baseName.text)
        else { throw Unsupported(reason: "a change to something other than a variable", line: line(of: target)) }
        let field = member.declName.baseName.text
        guard case .object(var object) = try force(binding) else {
            throw Unsupported(reason: "a change to a property of \(base.baseName.text)", line: line(of: target))
        }
        guard Self.neededLabels.contains(field) else {
            if operation == "=" || operation == "+=" || operation == "append" || operation == "contentsOf" { return }
            throw Unsupported(reason: "\(operation) on \(field)", line: line(of: target))
        }
        let operandValue = try evaluate(operand, in: scope)
        let current = object[field] ?? .array([])
        object.set(field, to: operation == "=" ? operandValue : try combine(current, operation, operandValue, line: line(of: operand)))
        binding.state = .value(.object(object))
    }

    /// An `if` statement whose conditions the reader can evaluate: the branch taken, run.
    private func run(_ branch: IfExprSyntax, in scope: Scope) throws(Unsupported) {
        if try conditionsHold(branch.conditions, in: scope) {
            try run(branch.body.statements, in: scope)
            return
        }
        switch branch.elseBody {
        case .ifExpr(let next): try run(next, in: scope)
        case .codeBlock(let block): try run(block.statements, in: scope)
        case nil: break
        }
    }

    private func conditionsHold(_ conditions: ConditionElementListSyntax, in scope: Scope) throws(Unsupported) -> Bool {
        for condition in conditions {
            guard case .expression(let expression) = condition.condition else {
                throw Unsupported(reason: "an `if let` or `case` condition", line: line(of: condition))
            }
            guard case .bool(let holds) = try evaluate(expression, in: scope) else {
                throw Unsupported(reason: "a condition that is not a boolean", line: line(of: condition))
            }
            if !holds { return false }
        }
        return true
    }

    /// A `for target in package.targets` loop whose body only sets settings, which the reader
    /// does not read; any other loop changes what it reads, and is not evaluated.
    private func skipSettingsLoop(_ loop: ForStmtSyntax) throws(Unsupported) {
        let settings: Set<String> = ["swiftSettings", "cSettings", "cxxSettings", "linkerSettings", "plugins", "resources", "packageAccess"]
        guard let variable = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              loop.sequence.trimmedDescription == "package.targets"
        else { throw Unsupported(reason: "a `for` loop over something other than package.targets", line: line(of: loop)) }
        // Every use of the loop's target names a setting (or reads its name or type), and nothing
        // but the target and the loop's own variables is assigned.
        var locals: Set<String> = []
        for token in loop.body.tokens(viewMode: .sourceAccurate) {
            if let pattern = token.parent?.as(IdentifierPatternSyntax.self), pattern.parent?.is(PatternBindingSyntax.self) == true {
                locals.insert(pattern.identifier.text)
            }
        }
        var problem: String?
        for token in loop.body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(variable) {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == ExprSyntax(reference).id else {
                problem = "it passes the target on"
                break
            }
            let name = member.declName.baseName.text
            if !settings.contains(name), name != "type", name != "name" {
                problem = "it uses \(variable).\(name)"
                break
            }
        }
        for node in loop.body.statements where problem == nil {
            for assignment in Self.assignments(in: Syntax(node)) {
                let assigned = assignment.trimmedDescription.split(separator: ".").first.map(String.init) ?? ""
                if assigned != variable, !locals.contains(assigned) {
                    problem = "it assigns \(assigned)"
                    break
                }
            }
        }
        if let problem { throw Unsupported(reason: "a `for` loop over package.targets that does more than set settings: \(problem)", line: line(of: loop)) }
    }

    /// The left-hand sides of every assignment (`=`, `+=`, `append`) under `node`.
    private static func assignments(in node: Syntax) -> [ExprSyntax] {
        var found: [ExprSyntax] = []
        for child in node.children(viewMode: .sourceAccurate) {
            if let infix = child.as(InfixOperatorExprSyntax.self),
               infix.operator.is(AssignmentExprSyntax.self) || ["+=", "-="].contains(infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "") {
                found.append(infix.leftOperand)
            } else if let call = child.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                      ["append", "insert", "remove", "removeAll"].contains(member.declName.baseName.text), let base = member.base {
                found.append(base)
            }
            found += assignments(in: child)
        }
        return found
    }

    private func mentionsPackage(_ expression: ExprSyntax) -> Bool {
        expression.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("package") }
    }

    // MARK: - Expressions

    private func evaluate(_ expression: ExprSyntax, in scope: Scope) throws(Unsupported) -> ManifestValue {
        depth += 1
        defer { depth -= 1 }
        guard depth < 200 else { throw Unsupported(reason: "expressions nest too deeply", line: line(of: expression)) }
        switch expression.as(ExprSyntaxEnum.self) {
        case .stringLiteralExpr(let literal):
            return .string(try text(of: literal, in: scope))
        case .integerLiteralExpr(let literal):
            guard let value = Int(literal.literal.text.replacingOccurrences(of: "_", with: "")) else {
                throw Unsupported(reason: "a number it cannot read", line: line(of: literal))
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
                throw Unsupported(reason: "a subscript of several arguments", line: line(of: subscriptCall))
            }
            switch (try evaluate(subscriptCall.calledExpression, in: scope), try evaluate(key, in: scope)) {
            case (.dictionary(let dictionary), .string(let name)): return dictionary[name] ?? .none
            case (.array(let elements), .int(let index)) where elements.indices.contains(index): return elements[index]
            default: throw Unsupported(reason: "a subscript other than a list's or the environment's", line: line(of: subscriptCall))
            }
        case .infixOperatorExpr(let infix):
            return try evaluate(infix, in: scope)
        case .prefixOperatorExpr(let prefix) where prefix.operator.text == "!":
            guard case .bool(let value) = try evaluate(prefix.expression, in: scope) else {
                throw Unsupported(reason: "`!` of something other than a boolean", line: line(of: prefix))
            }
            return .bool(!value)
        case .ternaryExpr(let ternary):
            guard case .bool(let condition) = try evaluate(ternary.condition, in: scope) else {
                throw Unsupported(reason: "a condition that is not a boolean", line: line(of: ternary))
            }
            return try evaluate(condition ? ternary.thenExpression : ternary.elseExpression, in: scope)
        case .ifExpr(let branch):
            return try evaluateIf(branch, in: scope)
        case .asExpr(let cast):
            return try evaluate(cast.expression, in: scope)
        case .forceUnwrapExpr(let unwrap):
            let value = try evaluate(unwrap.expression, in: scope)
            if case .none = value { throw Unsupported(reason: "a force unwrap of nil", line: line(of: unwrap)) }
            return value
        case .optionalChainingExpr(let chain):
            return try evaluate(chain.expression, in: scope)
        default:
            throw Unsupported(reason: "\(expression.kind) `\(Self.excerpt(expression))`", line: line(of: expression))
        }
    }

    /// The value of the name `name`: a variable, a function of no arguments called without
    /// parentheses is not Swift, so only variables; `true`/`false` are literals already.
    private func value(named name: String, in scope: Scope, at node: some SyntaxProtocol) throws(Unsupported) -> ManifestValue {
        if let binding = scope.lookup(name) { return try force(binding) }
        // A type, as the base of `Target.Dependency.product(…)` or `ProcessInfo.processInfo`.
        if name.first?.isUppercase == true { return .object(ManifestObject(factory: name, arguments: [], line: line(of: node) ?? 0)) }
        throw Unsupported(reason: "`\(name)`, which it cannot find", line: line(of: node))
    }

    private func evaluate(_ member: MemberAccessExprSyntax, in scope: Scope) throws(Unsupported) -> ManifestValue {
        let name = member.declName.baseName.text
        guard let baseExpression = member.base else {
            // `.macOS`, `.test`: an enum case or a static member of the type the context implies.
            return .object(ManifestObject(factory: name, arguments: [], line: line(of: member) ?? 0))
        }
        let base = try evaluate(baseExpression, in: scope)
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
        case (.string(let text), "isEmpty"):
            return .bool(text.isEmpty)
        case (.dictionary(let dictionary), "keys"):
            return .array(dictionary.keys.sorted().map(ManifestValue.string))
        case (.tuple(let elements), _):
            if let index = Int(name), elements.indices.contains(index) { return elements[index].value }
            if let element = elements.first(where: { $0.label == name }) { return element.value }
            throw Unsupported(reason: "`.\(name)` of a tuple without that label", line: line(of: member))
        case (.object(let object), _) where object.factory.first?.isUppercase == true && object.arguments.isEmpty && object.factory != "Package":
            // `Target.Dependency.product`: a member of a type is that member, whatever the type.
            return .object(ManifestObject(factory: name, arguments: [], line: object.line))
        case (.object(let object), "type"):
            return .object(ManifestObject(factory: Self.targetType(of: object.factory), arguments: [], line: object.line))
        case (.object(let object), _):
            if let value = object[name] { return value }
            if Self.neededLabels.contains(name) { return name == "name" ? .none : .array([]) }
            throw Unsupported(reason: "`.\(name)` of `.\(object.factory)(…)`, which it does not read", line: line(of: member))
        default:
            throw Unsupported(reason: "`.\(name)` of \(base.kindDescription)", line: line(of: member))
        }
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

    private func evaluate(_ call: FunctionCallExprSyntax, in scope: Scope) throws(Unsupported) -> ManifestValue {
        let trailing = call.trailingClosure
        // A method of a value: `list.map { … }`, `name.hasSuffix("Tests")`.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let baseExpression = member.base {
            let base = try evaluate(baseExpression, in: scope)
            if case .object(let object) = base, object.factory.first?.isUppercase == true, object.arguments.isEmpty {
                // `Target.target(…)`, `PackageDescription.Target.Dependency.product(…)`: a factory of a type.
                return try construct(member.declName.baseName.text, call, in: scope)
            }
            return try method(member.declName.baseName.text, of: base, call, trailing: trailing, in: scope)
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return try construct(member.declName.baseName.text, call, in: scope)
        }
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else {
            throw Unsupported(reason: "a call of `\(Self.excerpt(call.calledExpression))`", line: line(of: call))
        }
        if let function = functions[name] { return try invoke(function, call, in: scope) }
        if name.first?.isUppercase == true { return try construct(name, call, in: scope) }
        throw Unsupported(reason: "a call of `\(name)`, which it does not know", line: line(of: call))
    }

    /// The argument labels of the PackageDescription calls the reader reads, as the API declares
    /// them (`""` for an unlabelled one): a label outside these is a manifest that does not compile,
    /// which `dump-package` reports in swift's own words.
    static let knownLabels: [String: Set<String>] = {
        let targetLabels: Set<String> = [
            "name", "dependencies", "path", "exclude", "sources", "resources", "publicHeadersPath", "packageAccess", "cSettings",
            "cxxSettings", "swiftSettings", "linkerSettings", "plugins",
        ]
        return [
            "Package": ["name", "defaultLocalization", "platforms", "pkgConfig", "providers", "products", "traits", "dependencies", "targets",
                        "swiftLanguageModes", "swiftLanguageVersions", "cLanguageStandard", "cxxLanguageStandard"],
            "target": targetLabels.union(["condition"]), "executableTarget": targetLabels, "testTarget": targetLabels,
            "macro": targetLabels, "plugin": targetLabels.union(["capability", "targets"]),
            "systemLibrary": ["name", "path", "pkgConfig", "providers"], "binaryTarget": ["name", "path", "url", "checksum"],
            "library": ["name", "type", "targets"], "executable": ["name", "targets"],
            "package": ["name", "url", "from", "exact", "branch", "revision", "path", "id", "traits", "requirement", ""],
            "product": ["name", "package", "moduleAliases", "condition"], "byName": ["name", "condition"],
        ]
    }()

    /// A value of the PackageDescription API: its needed arguments evaluated, the rest left alone.
    private func construct(_ factory: String, _ call: FunctionCallExprSyntax, in scope: Scope) throws(Unsupported) -> ManifestValue {
        var arguments: [(label: String, value: ManifestValue?)] = []
        for argument in call.arguments {
            let label = argument.label?.text ?? ""
            if let known = Self.knownLabels[factory], !known.contains(label) {
                throw Unsupported(reason: "`\(factory)` takes no argument `\(label.isEmpty ? "_" : label)`", line: line(of: argument))
            }
            arguments.append((label, Self.neededLabels.contains(label) ? try evaluate(argument.expression, in: scope) : nil))
        }
        return .object(ManifestObject(factory: factory, arguments: arguments, line: line(of: call) ?? 0))
    }

    /// A method of a list or a string the reader knows.
    private func method(
        _ name: String, of base: ManifestValue, _ call: FunctionCallExprSyntax, trailing: ClosureExprSyntax?, in scope: Scope
    ) throws(Unsupported) -> ManifestValue {
        let closure = trailing ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
        let keyPath = call.arguments.first?.expression.as(KeyPathExprSyntax.self)
        switch (base, name) {
        case (.array(let elements), "map"), (.array(let elements), "compactMap"), (.array(let elements), "flatMap"), (.array(let elements), "filter"):
            guard closure != nil || keyPath != nil else { throw Unsupported(reason: "`\(name)` without a closure", line: line(of: call)) }
            var result: [ManifestValue] = []
            for element in elements {
                let value: ManifestValue
                if let closure {
                    value = try apply(closure, to: element, in: scope)
                } else {
                    value = try read(keyPath, of: element)
                }
                switch name {
                case "map": result.append(value)
                case "compactMap": if case .none = value {} else { result.append(value) }
                case "flatMap":
                    guard case .array(let more) = value else { throw Unsupported(reason: "flatMap to a non-list", line: line(of: call)) }
                    result += more
                default:
                    guard case .bool(let keep) = value else { throw Unsupported(reason: "filter by a non-boolean", line: line(of: call)) }
                    if keep { result.append(element) }
                }
            }
            return .array(result)
        case (.array(let elements), "contains"):
            guard let argument = call.arguments.first?.expression else { throw Unsupported(reason: "contains without an argument", line: line(of: call)) }
            let needle = try evaluate(argument, in: scope)
            return .bool(elements.contains { Self.equal($0, needle) })
        case (.string(let text), "hasPrefix"), (.string(let text), "hasSuffix"), (.string(let text), "contains"):
            guard let argument = call.arguments.first?.expression, case .string(let other) = try evaluate(argument, in: scope) else {
                throw Unsupported(reason: "`\(name)` of something other than a string", line: line(of: call))
            }
            return .bool(name == "hasPrefix" ? text.hasPrefix(other) : name == "hasSuffix" ? text.hasSuffix(other) : text.contains(other))
        case (.dictionary(let dictionary), "keys"):
            return .array(dictionary.keys.sorted().map(ManifestValue.string))
        default:
            throw Unsupported(reason: "`.\(name)(…)` of \(base.kindDescription)", line: line(of: call))
        }
    }

    /// A closure of one parameter (named or `$0`) applied to `argument`; a closure of several
    /// parameters takes a tuple's elements, one each.
    private func apply(_ closure: ClosureExprSyntax, to argument: ManifestValue, in scope: Scope) throws(Unsupported) -> ManifestValue {
        let inner = Scope(parent: scope)
        var names: [String] = []
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters): names = parameters.map(\.name.text)
        case .parameterClause(let clause): names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: break
        }
        if names.count > 1, case .tuple(let elements) = argument, elements.count == names.count {
            for (name, element) in zip(names, elements) { inner.bindings[name] = Binding(.value(element.value)) }
        } else {
            for name in names + ["$0"] { inner.bindings[name] = Binding(.value(argument)) }
        }
        if case .tuple(let elements) = argument {
            for (index, element) in elements.enumerated() { inner.bindings["$\(index)"] = inner.bindings["$\(index)"] ?? Binding(.value(element.value)) }
        }
        return try evaluateBody(closure.statements, in: inner)
    }

    /// `\.name` applied to `value`: one property, as `map(\.name)` uses it.
    private func read(_ keyPath: KeyPathExprSyntax?, of value: ManifestValue) throws(Unsupported) -> ManifestValue {
        guard let keyPath, keyPath.root == nil, keyPath.components.count == 1, let component = keyPath.components.first,
              let property = component.component.as(KeyPathPropertyComponentSyntax.self)
        else { throw Unsupported(reason: "a key path other than `\\.name`", line: keyPath.flatMap { line(of: $0) }) }
        let name = property.declName.baseName.text
        switch value {
        case .tuple(let elements):
            if let element = elements.first(where: { $0.label == name }) { return element.value }
        case .object(let object):
            if let found = object[name] { return found }
        default:
            break
        }
        throw Unsupported(reason: "`\\.\(name)` of \(value.kindDescription)", line: line(of: keyPath))
    }

    /// A user function whose body is one expression (or one `return`), its arguments bound by name.
    private func invoke(_ function: FunctionDeclSyntax, _ call: FunctionCallExprSyntax, in scope: Scope) throws(Unsupported) -> ManifestValue {
        guard let body = function.body else { throw Unsupported(reason: "a function without a body", line: line(of: function)) }
        let inner = Scope(parent: globals)
        let parameters = Array(function.signature.parameterClause.parameters)
        guard parameters.count == call.arguments.count else {
            throw Unsupported(reason: "a call of \(function.name.text) with default arguments", line: line(of: call))
        }
        for (parameter, argument) in zip(parameters, call.arguments) {
            let name = (parameter.secondName ?? parameter.firstName).text
            inner.bindings[name] = Binding(.value(try evaluate(argument.expression, in: scope)))
        }
        return try evaluateBody(body.statements, in: inner)
    }

    /// The value of a body of one expression, or of `return` after `let`s.
    private func evaluateBody(_ items: CodeBlockItemListSyntax, in scope: Scope) throws(Unsupported) -> ManifestValue {
        for (index, item) in items.enumerated() {
            let isLast = index == items.count - 1
            switch item.item {
            case .expr(let expression) where isLast:
                return try evaluate(expression, in: scope)
            case .stmt(let statement):
                if let returned = statement.as(ReturnStmtSyntax.self) {
                    guard let expression = returned.expression else { return .none }
                    return try evaluate(expression, in: scope)
                }
                if isLast, let expression = statement.as(ExpressionStmtSyntax.self)?.expression { return try evaluate(expression, in: scope) }
                throw Unsupported(reason: "a \(statement.kind) in a function or closure", line: line(of: statement))
            case .decl(let declaration):
                guard declaration.is(VariableDeclSyntax.self) else {
                    throw Unsupported(reason: "a \(declaration.kind) in a function or closure", line: line(of: declaration))
                }
                try declare(declaration, in: scope)
            default:
                throw Unsupported(reason: "a statement in a function or closure", line: line(of: item))
            }
        }
        throw Unsupported(reason: "a function or closure that returns nothing it can see", line: items.first.flatMap { line(of: $0) })
    }

    private func evaluateIf(_ branch: IfExprSyntax, in scope: Scope) throws(Unsupported) -> ManifestValue {
        if try conditionsHold(branch.conditions, in: scope) { return try evaluateBody(branch.body.statements, in: Scope(parent: scope)) }
        switch branch.elseBody {
        case .ifExpr(let next): return try evaluateIf(next, in: scope)
        case .codeBlock(let block): return try evaluateBody(block.statements, in: Scope(parent: scope))
        case nil: throw Unsupported(reason: "an `if` expression without `else`", line: line(of: branch))
        }
    }

    private func evaluate(_ infix: InfixOperatorExprSyntax, in scope: Scope) throws(Unsupported) -> ManifestValue {
        guard let operation = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            throw Unsupported(reason: "an assignment inside an expression", line: line(of: infix))
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
        default: throw Unsupported(reason: "`\(operation)` of \(left.kindDescription) and \(right.kindDescription)", line: line(of: infix))
        }
    }

    private static func isNone(_ value: ManifestValue) -> Bool {
        if case .none = value { return true }
        return false
    }

    /// Equality as the manifest means it: of strings, booleans, numbers, `nil`, and enum cases (`.test`).
    static func equal(_ left: ManifestValue, _ right: ManifestValue) -> Bool {
        switch (left, right) {
        case (.string(let a), .string(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.none, .none): return true
        case (.object(let a), .object(let b)): return a.arguments.isEmpty && b.arguments.isEmpty && a.factory == b.factory
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
                    throw Unsupported(reason: "an interpolation with labels", line: line(of: interpolation))
                }
                switch try evaluate(expression, in: scope) {
                case .string(let value): text += value
                case .int(let value): text += String(value)
                case .bool(let value): text += String(value)
                case let other: throw Unsupported(reason: "an interpolation of \(other.kindDescription)", line: line(of: interpolation))
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

    // MARK: - Compilation conditions

    /// Whether an `#if` condition holds on this machine, as it does for SwiftPM compiling the manifest here.
    private func holds(_ condition: ExprSyntax) throws(Unsupported) -> Bool {
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

    // MARK: - Locations

    private func line(of node: some SyntaxProtocol) -> Int? {
        node.startLocation(converter: converter).line
    }

    private static func excerpt(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedDescription.replacingOccurrences(of: "\n", with: " ")
        return text.count > 60 ? String(text.prefix(57)) + "…" : text
    }
}
