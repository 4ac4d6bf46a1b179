import Foundation
import KumikiSourceFiles
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Evaluates a manifest (a `Package.swift`, or Tuist's `Project.swift` and `Workspace.swift` with
/// the helpers they use) without compiling it: the statements and expressions real manifests use
/// to describe their targets, run over the syntax tree, so that reading a project starts no
/// `swift` process (which took a second or more per manifest).
///
/// It follows what `swift package dump-package` (or `tuist`) would evaluate for the parts `kumiki`
/// reads (names, products, package dependencies and targets, each target's kind, dependencies,
/// path, exclusions and sources): top-level `let`s and `var`s (read when first used, with the
/// `+=`, `append` and reassignments made to them), `+` on lists and strings, string interpolation,
/// `map`, `compactMap`, `flatMap` and `filter` with closures, key paths (`\.name`, `\.self`) or
/// functions, `as` casts, functions and computed variables, `if`, `guard`, `switch` and `for` in
/// their bodies, `if` over the process environment (`ProcessInfo.processInfo.environment`,
/// `Context.environment`), `#if canImport(…)`, `os(…)`, `arch(…)`, `swift(…)` and `compiler(…)` for
/// the machine it runs on, and mutations of `package` after its initializer. The manifest's own
/// types are read too, as Tuist's helpers write them: enums with raw values and `allCases`,
/// extensions with static and instance members, and list builders (`.build { … }`).
///
/// Arguments it does not need (settings, platforms, resources) are never evaluated, so what they
/// call does not matter; a `for` loop or a `forEach` over `package.targets` that only sets
/// settings is skipped.
/// Anything else it would need stops the evaluation with ``Unsupported``, and the caller asks
/// `dump-package` (or `tuist`) instead.
package final class ManifestEvaluator {
    /// Why a manifest could not be evaluated statically: the caller falls back to `dump-package`.
    package struct Unsupported: Error, CustomStringConvertible {
        /// What the reader does not evaluate.
        var reason: String
        /// Where, when known.
        var line: Int?
        /// The file, when it is not the manifest itself (a Tuist helper).
        var file: String?
        /// When the manifest evaluated and SwiftPM refuses what it describes: SwiftPM's own
        /// message, which `dump-package` would print, so the caller need not run it to say so.
        package var swiftPMRefusal: String?

        package init(reason: String, line: Int? = nil, file: String? = nil, swiftPMRefusal: String? = nil) {
            self.reason = reason
            self.line = line
            self.file = file
            self.swiftPMRefusal = swiftPMRefusal
        }

        package var description: String {
            let place = [file, line.map { "line \($0)" }].compactMap { $0 }.joined(separator: ", ")
            return place.isEmpty ? reason : "\(place): \(reason)"
        }
    }

    /// A file to evaluate: its path (as messages name it) and its text.
    package struct Source: Sendable {
        var path: String
        var text: String

        package init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// The arguments of the PackageDescription API the reader needs; all others are left unevaluated.
    static var neededLabels: Set<String> { ManifestAPI.packageDescription.neededLabels }

    let api: ManifestAPI
    let environment: [String: String]
    let packageDirectory: String
    /// Each parsed file's converter for line numbers, by the file's root node.
    private var converters: [SyntaxIdentifier: (path: String, converter: SourceLocationConverter)] = [:]
    /// The file being evaluated, whose lines messages give without its name.
    private var mainPath = ""
    let globals = Scope(parent: nil)
    /// Global functions, by name (overloads in declaration order).
    var functions: [String: [FunctionDeclSyntax]] = [:]
    /// The types the manifest's own code declares or extends, by name.
    var types: [String: UserType] = [:]
    var depth = 0
    /// How many functions of the manifest's own code are being evaluated, one inside another.
    var calls = 0

    /// An evaluator for `api`, for the manifest in `packageDirectory` (absolute), with the process
    /// environment `environment`, as `dump-package` would see them.
    package init(api: ManifestAPI, packageDirectory: String, environment: [String: String]) {
        self.api = api
        self.environment = environment
        self.packageDirectory = packageDirectory
    }

    /// Evaluates a `Package.swift`'s `source`; returns the `package` it builds.
    static func evaluate(
        source: String, packageDirectory: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(Unsupported) -> ManifestObject {
        let evaluator = ManifestEvaluator(api: .packageDescription, packageDirectory: packageDirectory, environment: environment)
        return try evaluator.evaluate(Source(path: "Package.swift", text: source), helpers: [], declaring: "package", of: ["Package"])
    }

    /// Evaluates `manifest` with the declarations of `helpers` in scope (Tuist's
    /// `ProjectDescriptionHelpers`, all of them one module); returns the value of its top-level
    /// variable `name`, which must be made by one of `types` (`Project`, `Workspace`).
    package func evaluate(_ manifest: Source, helpers: [Source], declaring name: String, of types: Set<String>) throws(Unsupported) -> ManifestObject {
        let helperTrees = try helpers.map { source throws(Unsupported) in try parse(source) }
        let tree = try parse(manifest)
        mainPath = manifest.path
        for helper in helperTrees { try hoist(helper.statements, declaresGlobals: true) }
        try hoist(tree.statements, declaresGlobals: false)
        try run(tree.statements, in: globals)
        guard let binding = globals.lookup(name) else { throw Unsupported(reason: "it declares no `\(name)`") }
        let value = try force(binding)
        guard let object = value.object, types.contains(object.factory) else {
            throw Unsupported(reason: "`\(name)` is \(value.kindDescription), not a \(types.sorted().joined(separator: " or "))")
        }
        return object
    }

    /// Parses and folds one file, refusing nesting deep enough to exhaust the parser's stack.
    private func parse(_ source: Source) throws(Unsupported) -> SourceFileSyntax {
        var text = source.text
        if let excess = text.withUTF8({ NestingGuard.firstExcess(in: $0) }) {
            throw Unsupported(reason: excess.message, line: excess.line, file: source.path == mainPath ? nil : source.path)
        }
        let parsed = Parser.parse(source: source.text)
        if parsed.hasError { throw Unsupported(reason: "\(source.path) does not parse") }
        guard let folded = OperatorTable.standardOperators.foldAll(parsed, errorHandler: { _ in }).as(SourceFileSyntax.self) else {
            throw Unsupported(reason: "the operators of \(source.path) could not be folded")
        }
        converters[folded.id] = (source.path, SourceLocationConverter(fileName: source.path, tree: folded))
        return folded
    }

    // MARK: - Scopes and bindings

    /// A variable: its initializer and the changes made to it, evaluated when first read.
    final class Binding {
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
        /// The type the variable is declared with, when it names one of the manifest's enums (or a list of them).
        var declaredType: TypeSyntax?

        init(_ state: State) {
            self.state = state
        }
    }

    /// A scope of variables: the file, a closure's parameters, a function's.
    final class Scope {
        let parent: Scope?
        var bindings: [String: Binding] = [:]
        /// Inside a type's member: the type, whose other members its code names without `self.`/`Self.`.
        var enclosingType: String?

        init(parent: Scope?, enclosingType: String? = nil) {
            self.parent = parent
            self.enclosingType = enclosingType ?? parent?.enclosingType
        }

        func lookup(_ name: String) -> Binding? {
            bindings[name] ?? parent?.lookup(name)
        }
    }

    func force(_ binding: Binding) throws(Unsupported) -> ManifestValue {
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
        if let type = binding.declaredType { value = coerce(value, to: type) }
        binding.changes = []
        binding.state = .value(value)
        return value
    }

    /// `value` changed by `operation` (`+=`, `append`, `append(contentsOf:)`) with `operand`.
    func combine(_ value: ManifestValue, _ operation: String, _ operand: ManifestValue, line: Int?) throws(Unsupported) -> ManifestValue {
        switch (operation, value, operand) {
        case ("append", .array(let elements), _): return .array(elements + [operand])
        case ("+=", .array(let elements), .array(let more)), ("contentsOf", .array(let elements), .array(let more)):
            return .array(elements + more)
        case ("+=", .string(let text), .string(let more)): return .string(text + more)
        default: throw Unsupported(reason: "\(operation) of \(operand.kindDescription) to \(value.kindDescription)", line: line)
        }
    }

    // MARK: - Top-level statements

    func run(_ items: CodeBlockItemListSyntax, in scope: Scope) throws(Unsupported) {
        for item in items {
            switch item.item {
            case .decl(let declaration): try declare(declaration, in: scope)
            case .stmt(let statement): try execute(statement, in: scope)
            case .expr(let expression): try execute(expression, in: scope)
            }
        }
    }

    /// Functions, computed variables and the manifest's own types are declarations of the whole
    /// file: a statement may use one written below it, as `swift-syntax`'s manifest reads
    /// `buildDynamicLibrary` before declaring it. In a helper file, top-level variables are
    /// declarations too, since helpers run no statements.
    private func hoist(_ items: CodeBlockItemListSyntax, declaresGlobals: Bool) throws(Unsupported) {
        for item in items {
            guard case .decl(let declaration) = item.item else { continue }
            if let function = declaration.as(FunctionDeclSyntax.self) {
                functions[function.name.text, default: []].append(function)
            } else if let variable = declaration.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if case .getter(let body)? = binding.accessorBlock?.accessors {
                        globals.bindings[name] = Binding(.computed(body, globals))
                    } else if declaresGlobals, let value = binding.initializer?.value {
                        let declared = Binding(.pending(value, globals))
                        declared.declaredType = binding.typeAnnotation?.type
                        globals.bindings[name] = declared
                    }
                }
            } else if let condition = declaration.as(IfConfigDeclSyntax.self), declaresGlobals {
                for clause in condition.clauses {
                    if let test = clause.condition, !(try holds(test)) { continue }
                    if case .statements(let inner)? = clause.elements { try hoist(inner, declaresGlobals: true) }
                    break
                }
            } else {
                register(declaration)
            }
        }
    }

    func declare(_ declaration: DeclSyntax, in scope: Scope) throws(Unsupported) {
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
                    variable.declaredType = binding.typeAnnotation?.type
                    scope.bindings[name] = variable
                } else {
                    let variable = Binding(.declared)
                    variable.declaredType = binding.typeAnnotation?.type
                    scope.bindings[name] = variable
                }
            }
        } else if let function = declaration.as(FunctionDeclSyntax.self) {
            // Hoisted already at file scope; a function declared in a body is local to it.
            if scope !== globals { functions[function.name.text, default: []].append(function) }
        } else if let condition = declaration.as(IfConfigDeclSyntax.self) {
            try run(condition, in: scope)
        } else if declaration.is(ImportDeclSyntax.self) || declaration.is(ExtensionDeclSyntax.self) || declaration.is(StructDeclSyntax.self)
            || declaration.is(EnumDeclSyntax.self) || declaration.is(ClassDeclSyntax.self) || declaration.is(TypeAliasDeclSyntax.self)
            || declaration.is(ProtocolDeclSyntax.self) {
            // Registered when hoisted; a type that is never used changes nothing.
            return
        } else {
            throw Unsupported(reason: "a top-level \(declaration.kind) declaration", line: line(of: declaration))
        }
    }

    /// The clause of `#if` that holds on this machine, run.
    private func run(_ condition: IfConfigDeclSyntax, in scope: Scope) throws(Unsupported) {
        if let items = try activeStatements(of: condition) { try run(items, in: scope) }
    }

    /// The statements of the clause of `#if` that holds on this machine; `nil` when none holds
    /// or the one that does is empty.
    func activeStatements(of condition: IfConfigDeclSyntax) throws(Unsupported) -> CodeBlockItemListSyntax? {
        for clause in condition.clauses {
            if let test = clause.condition, !(try holds(test)) { continue }
            switch clause.elements {
            case .statements(let items): return items
            case .none: return nil
            default: throw Unsupported(reason: "#if around something other than statements", line: line(of: clause))
            }
        }
        return nil
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
        if try applyChange(expression, in: scope) { return }
        if try skipSettingsForEach(expression) { return }
        // Any other call may stop the manifest (`fatalError`, `precondition`) or change what it builds.
        if !api.allowsTopLevelCalls, expression.is(FunctionCallExprSyntax.self) || mentionsPackage(expression) {
            throw Unsupported(reason: "the statement `\(Self.excerpt(expression))`", line: line(of: expression))
        }
    }

    /// An assignment, `+=` or `append` as a statement, applied; `false` when `expression` is none.
    func applyChange(_ expression: ExprSyntax, in scope: Scope) throws(Unsupported) -> Bool {
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            let operation = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? (infix.operator.is(AssignmentExprSyntax.self) ? "=" : "")
            try change(infix.leftOperand, operation, infix.rightOperand, in: scope)
            return true
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "append", let target = member.base, let argument = call.arguments.first, call.arguments.count == 1 {
            try change(target, argument.label?.text == "contentsOf" ? "contentsOf" : "append", argument.expression, in: scope)
            return true
        }
        return false
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
        guard api.neededLabels.contains(field) else {
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

    func conditionsHold(_ conditions: ConditionElementListSyntax, in scope: Scope) throws(Unsupported) -> Bool {
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
        guard let variable = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              loop.sequence.trimmedDescription == "package.targets"
        else { throw Unsupported(reason: "a `for` loop over something other than package.targets", line: line(of: loop)) }
        if let problem = settingsOnlyProblem(in: loop.body.statements, variable: variable) {
            throw Unsupported(reason: "a `for` loop over package.targets that does more than set settings: \(problem)", line: line(of: loop))
        }
    }

    /// `package.targets.forEach { target in … }`, or with `.filter { … }` between (as app manifests
    /// set every target's Swift settings), whose closure only sets settings: skipped like the `for`
    /// loop. `false` when `expression` is no such call.
    private func skipSettingsForEach(_ expression: ExprSyntax) throws(Unsupported) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "forEach",
              let closure = call.trailingClosure, call.additionalTrailingClosures.isEmpty, var sequence = member.base
        else { return false }
        // The targets, narrowed by filters whose closures change nothing.
        while let filter = sequence.as(FunctionCallExprSyntax.self), let filtered = filter.calledExpression.as(MemberAccessExprSyntax.self),
              filtered.declName.baseName.text == "filter", let base = filtered.base {
            let predicate = filter.trailingClosure ?? filter.arguments.first?.expression.as(ClosureExprSyntax.self)
            guard let predicate, Self.assignments(in: Syntax(predicate)).isEmpty else { return false }
            sequence = base
        }
        guard sequence.trimmedDescription == "package.targets" else { return false }
        let variable: String
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?:
            guard names.count == 1, let name = names.first?.name.text else { return false }
            variable = name
        case .parameterClause(let clause)?:
            guard clause.parameters.count == 1, let name = clause.parameters.first?.firstName.text else { return false }
            variable = name
        case nil:
            variable = "$0"
        }
        if let problem = settingsOnlyProblem(in: closure.statements, variable: variable) {
            throw Unsupported(reason: "a forEach over package.targets that does more than set settings: \(problem)", line: line(of: call))
        }
        return true
    }

    /// Why `statements`, run for each target as `variable`, do more than set settings; `nil` when
    /// every use of the target names a setting (or reads its name or type) and nothing but the
    /// target and the statements' own variables is assigned.
    private func settingsOnlyProblem(in statements: CodeBlockItemListSyntax, variable: String) -> String? {
        let settings: Set<String> = ["swiftSettings", "cSettings", "cxxSettings", "linkerSettings", "plugins", "resources", "packageAccess"]
        var locals: Set<String> = []
        for token in statements.tokens(viewMode: .sourceAccurate) {
            if let pattern = token.parent?.as(IdentifierPatternSyntax.self), pattern.parent?.is(PatternBindingSyntax.self) == true {
                locals.insert(pattern.identifier.text)
            }
        }
        let reference: TokenKind = variable == "$0" ? .dollarIdentifier("$0") : .identifier(variable)
        for token in statements.tokens(viewMode: .sourceAccurate) where token.tokenKind == reference {
            guard let use = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            guard let member = use.parent?.as(MemberAccessExprSyntax.self), member.base?.id == ExprSyntax(use).id else {
                return "it passes the target on"
            }
            let name = member.declName.baseName.text
            if !settings.contains(name), name != "type", name != "name" { return "it uses \(variable).\(name)" }
        }
        for node in statements {
            for assignment in Self.assignments(in: Syntax(node)) {
                let assigned = assignment.trimmedDescription.split(separator: ".").first.map(String.init) ?? ""
                if assigned != variable, !locals.contains(assigned) { return "it assigns \(assigned)" }
            }
        }
        return nil
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

    // MARK: - Locations

    /// The line of `node` in its own file.
    func line(of node: some SyntaxProtocol) -> Int? {
        converters[node.root.id].map { node.startLocation(converter: $0.converter).line }
    }

    /// The path of the file `node` is in, as its ``Source`` named it.
    func file(of node: some SyntaxProtocol) -> String? {
        converters[node.root.id]?.path
    }

    /// An ``Unsupported`` at `node`, naming its file when it is a helper rather than the manifest.
    func unsupported(_ reason: String, at node: some SyntaxProtocol) -> Unsupported {
        let path = converters[node.root.id]?.path
        return Unsupported(reason: reason, line: line(of: node), file: path == mainPath ? nil : path)
    }

    static func excerpt(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedDescription.replacingOccurrences(of: "\n", with: " ")
        return text.count > 60 ? String(text.prefix(57)) + "…" : text
    }
}
