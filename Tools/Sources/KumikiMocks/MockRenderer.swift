/// Writes one mock class: Sourcery's AutoMockable API (`…CallsCount`, `…Called`,
/// `…Received…`, `…ReturnValue`, `…Closure`, `…ThrowableError`, `underlying…`), made to
/// compile in Swift 6 where Sourcery's does not (generic methods, static state, actors).
struct MockRenderer {
    let mock: ResolvedProtocol
    var lines: [String] = []

    private init(_ mock: ResolvedProtocol) {
        self.mock = mock
    }

    /// The mock class for `mock`.
    static func render(_ mock: ResolvedProtocol) -> String {
        var renderer = MockRenderer(mock)
        renderer.renderClass()
        return renderer.lines.joined(separator: "\n")
    }

    var access: String {
        switch mock.declaration.accessLevel {
        case "public": "public "
        case "package": "package "
        default: ""
        }
    }

    /// Storage modifiers. Static state of a class that is not isolated to an actor is global
    /// mutable state, which Swift 6 accepts only when marked as the test's responsibility; so is an
    /// actor's state, which a test reads and sets from outside it, and the state a `nonisolated`
    /// requirement of a main-actor mock keeps.
    func storage(isStatic: Bool, isNonisolated: Bool = false) -> String {
        if mock.isActor || (mock.isMainActor && isNonisolated) {
            return access + "nonisolated(unsafe) " + (isStatic ? "static " : "")
        }
        guard isStatic else { return access }
        return access + (mock.isMainActor ? "static " : "nonisolated(unsafe) static ")
    }

    /// Modifiers of a computed property or a method that meets a requirement: no storage, so no
    /// isolation to waive; `nonisolated` where the requirement is.
    func computed(isStatic: Bool, isNonisolated: Bool = false) -> String {
        access + (isNonisolated ? "nonisolated " : "") + (isStatic ? "static " : "")
    }

    /// Modifiers of a computed property of the mock's own (`…Called`): an actor's reads its
    /// unchecked state without the test awaiting it.
    func helper(isStatic: Bool, isNonisolated: Bool = false) -> String {
        computed(isStatic: isStatic, isNonisolated: isNonisolated || (mock.isActor && !isStatic))
    }

    mutating func line(_ text: String = "") {
        lines.append(text)
    }

    private mutating func renderClass() {
        // An associated type a type alias fixes is written as that type in the others' constraints.
        let generics = mock.genericParameters.map { type in
            type.constraint.map { "\(type.name): \(mock.substitutingAliases(in: $0))" } ?? type.name
        }
        let requirements = mock.genericRequirements
        func header(_ start: String, kind: String, name: String, base: String?) -> String {
            var header = mock.declaration.availability.map { $0 + "\n" }.joined() + (mock.isMainActor ? "@MainActor\n" : "") + start + kind + " \(name)"
            if !generics.isEmpty { header += "<" + generics.joined(separator: ", ") + ">" }
            header += ": " + (base.map { $0 + ", " } ?? "") + mock.conformance
            if mock.isSendable, !mock.isMainActor, kind == "class" { header += ", @unchecked Sendable" }
            if !requirements.isEmpty { header += " where " + requirements.joined(separator: ", ") }
            return header + " {"
        }
        defer {
            if mock.methods.contains(where: \.hasDefault) || mock.properties.contains(where: \.hasDefault) {
                renderDefaults(header: header("fileprivate final ", kind: "class", name: mock.mockName + "Defaults", base: nil))
            }
        }
        let kind = mock.isActor ? "actor" : "class"
        line(header(access + (mock.isFinal && !mock.isActor ? "final " : ""), kind: kind, name: mock.mockName, base: mock.isObject ? "NSObject" : nil))
        // Overridable in the mark: `// kumiki:mockable(typealias: Element = Int)`.
        for alias in mock.typeAliases { line("    \(access)typealias \(alias.name) = \(alias.type)") }
        if !mock.initializers.contains(where: { $0.parameters.isEmpty && $0.condition == nil }) {
            line("    \(access)\(mock.isObject ? "override " : "")init() {}")
        }
        for property in mock.properties {
            line()
            conditionally(property.condition) { $0.renderProperty(property) }
        }
        let statics = mock.methods.filter(\.isStatic) + mock.subscripts.map(\.getter).filter(\.isStatic)
        let staticProperties = mock.properties.filter { $0.isStatic && ($0.isAsync || $0.isThrowing) }
        if !statics.isEmpty || !staticProperties.isEmpty {
            line()
            line("    /// Forgets every call to a static requirement, for a test's set-up.")
            line("    \(computed(isStatic: true))func reset() {")
            for method in statics { conditionally(method.condition) { $0.renderReset(method) } }
            for property in staticProperties {
                conditionally(property.condition) { renderer in
                    renderer.line("        \(property.name)CallsCount = 0")
                    renderer.line("        \(property.name)Closure = nil")
                    if property.isThrowing { renderer.line("        \(property.name)ThrowableError = nil") }
                }
            }
            line("    }")
        }
        for initializer in mock.initializers {
            line()
            conditionally(initializer.condition) { $0.renderInitializer(initializer) }
        }
        for method in mock.methods {
            line()
            conditionally(method.condition) { $0.renderMethod(method) }
        }
        for element in mock.subscripts {
            line()
            conditionally(element.getter.condition) { $0.renderSubscript(element) }
        }
        renderStandardLibraryConformances()
        line("}")
    }

    /// The class that runs the protocol's default implementations for the mock, as written inside the mock.
    private var defaultsType: String {
        mock.mockName + "Defaults" + mock.mockType.dropFirst(mock.mockName.count)
    }

    /// A class conforming to the protocol by passing every requirement it does not implement by
    /// default on to the mock, so a default implementation it runs calls back into the mock.
    private mutating func renderDefaults(header: String) {
        line()
        line("/// Runs `\(mock.declaration.name)`'s default implementations for `\(mock.mockName)`, passing every other requirement to the mock.")
        line(header)
        for alias in mock.typeAliases { line("    typealias \(alias.name) = \(alias.type)") }
        line("    let mock: \(mock.mockType)")
        line()
        line("    init(_ mock: \(mock.mockType)) {")
        line("        self.mock = mock")
        line("    }")
        for property in mock.properties where !property.hasDefault {
            conditionally(property.condition) { renderer in
                let target = property.isStatic ? renderer.mock.mockType : "mock"
                let name = SwiftIdentifier.escaped(property.name)
                let effects = (property.isAsync ? " async" : "") + (property.isThrowing ? " " + renderer.throwsClause(property.thrownType) : "")
                let marks = (property.isThrowing ? "try " : "") + (property.isAsync ? "await " : "")
                renderer.line("    \(property.isStatic ? "static " : "")var \(name): \(property.type.text) {")
                renderer.line("        get\(effects) { \(marks)\(target).\(name) }")
                if property.isSettable { renderer.line("        set { \(target).\(name) = newValue }") }
                renderer.line("    }")
            }
        }
        for initializer in mock.initializers {
            conditionally(initializer.condition) { renderer in
                var signature = "    init\(initializer.genericClause ?? "")(\(renderer.parameterList(initializer.parameters)))"
                if initializer.isAsync { signature += " async" }
                if initializer.isThrowing { signature += " throws" }
                if let whereClause = initializer.whereClause { signature += " where \(whereClause)" }
                let marks = (initializer.isThrowing ? "try " : "") + (initializer.isAsync ? "await " : "")
                renderer.line(signature + " {")
                renderer.line("        mock = \(marks)\(renderer.mock.mockType)(\(renderer.callArguments(initializer.parameters)))")
                renderer.line("    }")
            }
        }
        for method in mock.methods where !method.hasDefault {
            conditionally(method.condition) { renderer in
                let target = method.isStatic ? renderer.mock.mockType : "mock"
                let signature = renderer.functionSignature(method, modifiers: method.isStatic ? "static " : "", returnType: method.returnType)
                let marks = (method.isThrowing ? "try " : "") + (method.isAsync ? "await " : "")
                renderer.line(signature + " {")
                renderer.line("        \(marks)\(target).\(SwiftIdentifier.escaped(method.name))(\(renderer.callArguments(method.parameters)))")
                renderer.line("    }")
            }
        }
        line("}")
    }

    /// Renders with `body` under `#if condition`, as the protocol declares the requirement.
    mutating func conditionally(_ condition: String?, _ body: (inout MockRenderer) -> Void) {
        guard let condition else {
            body(&self)
            return
        }
        line("    #if \(condition)")
        body(&self)
        line("    #endif")
    }

    // MARK: Properties

    private mutating func renderProperty(_ property: PropertyRequirement) {
        let prefix = storage(isStatic: property.isStatic, isNonisolated: property.isNonisolated)
        let computedPrefix = computed(isStatic: property.isStatic, isNonisolated: property.isNonisolated)
        let helperPrefix = helper(isStatic: property.isStatic, isNonisolated: property.isNonisolated)
        let name = property.name
        let declared = SwiftIdentifier.escaped(name)
        let underlying = "underlying" + SourceryNaming.upperFirst(name)
        let type = property.type.storage
        // What the requirement is written with (`@MainActor`, `@available(…)`) holds for the property that meets it.
        let attributes = property.attributes.map { $0 + " " }.joined()
        if property.hasDefault {
            // The protocol's value until the test sets one.
            line("    \(attributes)\(computedPrefix)var \(declared): \(type) {")
            line("        get { return \(underlying) ?? \(property.isStatic ? defaultsType : "\(defaultsType)(self)").\(declared) }")
            line("        set(value) { \(underlying) = value }")
            line("    }")
            line("    \(prefix)var \(underlying): (\(type))!")
        } else if property.isAsync || property.isThrowing {
            let effects = (property.isAsync ? " async" : "") + (property.isThrowing ? " " + throwsClause(property.thrownType) : "")
            line("    \(prefix)var \(name)CallsCount = 0")
            line("    \(helperPrefix)var \(name)Called: Bool {")
            line("        return \(name)CallsCount > 0")
            line("    }")
            line("    \(attributes)\(computedPrefix)var \(declared): \(type) {")
            line("        get\(effects) {")
            line("            \(name)CallsCount += 1")
            if property.isThrowing {
                line("            if let error = \(name)ThrowableError {")
                line("                throw error")
                line("            }")
            }
            line("            if let \(name)Closure = \(name)Closure {")
            line("                return \(property.isThrowing ? "try " : "")\(property.isAsync ? "await " : "")\(name)Closure()")
            line("            } else {")
            line("                return \(underlying)")
            line("            }")
            line("        }")
            line("    }")
            line("    \(prefix)var \(underlying): \(property.type.isOptional ? type : "(\(type))!")")
            if property.isThrowing {
                line("    \(prefix)var \(name)ThrowableError: \(errorStorage(property.thrownType))")
            }
            line("    \(prefix)var \(name)Closure: (()\(effects) -> \(type))?")
        } else if property.attributes.isEmpty, property.type.isOptional {
            line("    \(prefix)var \(declared): \(type)")
        } else if property.attributes.isEmpty, property.type.isArray || property.type.isDictionary {
            line("    \(prefix)var \(declared): \(type) = \(property.type.isArray ? "[]" : "[:]")")
        } else {
            line("    \(attributes)\(computedPrefix)var \(declared): \(type) {")
            line("        get { return \(underlying) }")
            line("        set(value) { \(underlying) = value }")
            line("    }")
            line("    \(prefix)var \(underlying): \(property.type.isOptional ? type : "(\(type))!")")
        }
    }

    // MARK: Methods

    private static func isErased(_ type: TypeShape, generics: [String]) -> Bool {
        type.hasOpaqueType || !type.identifiers.isDisjoint(with: generics)
    }

    private func argumentName(_ parameter: ParameterRequirement, at index: Int) -> String {
        parameter.name.isEmpty ? "arg\(index)" : SwiftIdentifier.escaped(parameter.name)
    }

    /// Whether `parameter` is a closure the call may not keep: a function type (or an alias of
    /// one) neither `@escaping`, optional nor an `@autoclosure` (whose value the mock keeps).
    private func isNonEscapingClosure(_ parameter: ParameterRequirement) -> Bool {
        guard !parameter.type.isEscaping, !parameter.type.isOptional, !parameter.type.isInout, parameter.type.autoclosureValue == nil else {
            return false
        }
        return parameter.type.isClosure || mock.closureAliases.contains(ResolvedProtocol.baseName(parameter.type.unwrapped))
    }

    /// Whether values of `type` cannot be stored: it is named in `unstorable` (``unstorable(in:)``).
    private static func isUnstorable(_ type: TypeShape, _ unstorable: Set<String>) -> Bool {
        // A function is copied and kept whatever it takes or returns.
        guard !type.isClosure else { return false }
        let named = ResolvedProtocol.baseName(type.storage.split(separator: " ").last.map(String.init) ?? type.storage)
        return unstorable.contains(named)
    }

    /// The arguments a call keeps, with their places in the parameter list: every one but a
    /// closure that does not escape, which the mock may call but never keep, and a value that
    /// cannot be copied.
    private func recorded(_ parameters: [ParameterRequirement], unstorable: Set<String>) -> [(index: Int, parameter: ParameterRequirement)] {
        parameters.enumerated()
            .filter { !isNonEscapingClosure($0.element) && !Self.isUnstorable($0.element.type, unstorable) }
            .map { ($0.offset, $0.element) }
    }

    /// How a recorded argument is stored: generic types as `Any`, variadics as arrays, an
    /// `@autoclosure` as the value it gives.
    private func recordedType(_ parameter: ParameterRequirement, erased: Bool, unwrapped: Bool) -> String {
        if erased { return "Any" }
        if let value = parameter.type.autoclosureValue { return value }
        let base = unwrapped ? parameter.type.unwrapped : parameter.type.storage
        return parameter.isVariadic ? "[\(base)]" : base
    }

    /// How a call's arguments are kept: Sourcery keeps one argument under its own name, several as a tuple.
    private enum Recording {
        /// Not kept: no arguments but closures that do not escape.
        case none
        /// One argument, in the property named `property`.
        case single(ParameterRequirement, property: String)
        /// Several arguments, as a labelled tuple in `…ReceivedArguments`.
        case tuple([(index: Int, parameter: ParameterRequirement)])
    }

    private func recording(prefix: String, parameters: [ParameterRequirement], unstorable: Set<String>) -> Recording {
        let kept = recorded(parameters, unstorable: unstorable)
        guard let first = kept.first else { return .none }
        guard kept.count == 1 else { return .tuple(kept) }
        // A parameter without a name of its own (`metadataKey _: String`) is named by its label.
        let name = first.parameter.name.isEmpty ? (first.parameter.label ?? "arg\(first.index)") : first.parameter.name
        return .single(first.parameter, property: "\(prefix)Received\(SourceryNaming.upperFirst(name))")
    }

    private mutating func renderReceived(
        prefix: String, storage: String, parameters: [ParameterRequirement], unstorable: Set<String>, erased: (ParameterRequirement) -> Bool
    ) {
        switch recording(prefix: prefix, parameters: parameters, unstorable: unstorable) {
        case .none:
            return
        case .single(let parameter, let property):
            let type = recordedType(parameter, erased: erased(parameter), unwrapped: true)
            let optional = parameter.type.isOptional && !erased(parameter) ? "?" : ""
            line("    \(storage)var \(property): (\(type))?")
            line("    \(storage)var \(prefix)ReceivedInvocations: [(\(type))\(optional)] = []")
        case .tuple(let kept):
            let tuple = kept.map { index, parameter in
                "\(label(parameter, at: index)): \(recordedType(parameter, erased: erased(parameter), unwrapped: parameter.type.isEscaping))"
            }.joined(separator: ", ")
            line("    \(storage)var \(prefix)ReceivedArguments: (\(tuple))?")
            line("    \(storage)var \(prefix)ReceivedInvocations: [(\(tuple))] = []")
        }
    }

    /// A recorded argument's label in `…ReceivedArguments`: its name, which a tuple may take even where it is a keyword.
    private func label(_ parameter: ParameterRequirement, at index: Int) -> String {
        parameter.name.isEmpty ? "arg\(index)" : parameter.name
    }

    /// The expression a recorded argument is kept as: a parameter pack as the tuple of its
    /// values, a `borrowing` or `consuming` one as an explicit copy.
    private func recordedValue(_ parameter: ParameterRequirement, at index: Int) -> String {
        let name = argumentName(parameter, at: index)
        if Self.isPack(parameter) { return "(repeat each \(name))" }
        return parameter.type.isOwned ? "copy \(name)" : name
    }

    private static func isPack(_ parameter: ParameterRequirement) -> Bool {
        parameter.type.text.hasPrefix("repeat ")
    }

    /// The statements that keep a call's arguments.
    private func recordingStatements(prefix: String, parameters: [ParameterRequirement], unstorable: Set<String>) -> [String] {
        switch recording(prefix: prefix, parameters: parameters, unstorable: unstorable) {
        case .none:
            return []
        case .single(let parameter, let property):
            let index = parameters.firstIndex(of: parameter) ?? 0
            let value = recordedValue(parameter, at: index)
            return ["\(property) = \(value)", "\(prefix)ReceivedInvocations.append(\(value))"]
        case .tuple(let kept):
            let tuple = kept.map { index, parameter in
                "\(label(parameter, at: index)): \(recordedValue(parameter, at: index))"
            }.joined(separator: ", ")
            return ["\(prefix)ReceivedArguments = (\(tuple))", "\(prefix)ReceivedInvocations.append((\(tuple)))"]
        }
    }

    /// The arguments of a call passing `parameters` on, labelled as the declaration labels them.
    func callArguments(_ parameters: [ParameterRequirement]) -> String {
        parameters.enumerated().map { index, parameter in
            let name = argumentName(parameter, at: index)
            let value = Self.isPack(parameter) ? "repeat each \(name)" : name
            return (parameter.label.map { $0 + ": " } ?? "") + (parameter.type.isInout ? "&" : "") + value
        }.joined(separator: ", ")
    }

    /// The parameters as declared; a subscript's take a label only when written twice (`index index: Int`).
    func parameterList(_ parameters: [ParameterRequirement], inSubscript: Bool = false) -> String {
        parameters.enumerated().map { index, parameter in
            let name = argumentName(parameter, at: index)
            let declared = switch parameter.label {
            case nil: "_ \(name)"
            case parameter.name? where !inSubscript: name
            case let label?: "\(label) \(name)"
            }
            return "\(declared): \(parameter.type.text)\(parameter.isVariadic ? "..." : "")"
        }.joined(separator: ", ")
    }

    /// Whether `method` runs on its caller's actor in this mock: an actor's or a main-actor mock's
    /// methods run on their own, unless `nonisolated`.
    func runsOnCallersActor(_ method: MethodRequirement) -> Bool {
        method.runsOnCallersActor && (!(mock.isActor || mock.isMainActor) || method.isNonisolated)
    }

    /// A method's declaration up to its body, as the mock and its defaults' forwarder both write it.
    func functionSignature(_ method: MethodRequirement, modifiers: String, returnType: TypeShape?) -> String {
        let modifiers = modifiers + (runsOnCallersActor(method) ? "nonisolated(nonsending) " : "")
        var signature = "    \(modifiers)func \(SwiftIdentifier.escaped(method.name))\(method.genericClause ?? "")(\(parameterList(method.parameters)))"
        if method.isAsync { signature += " async" }
        if method.isRethrowing { signature += " rethrows" } else if method.isThrowing { signature += " " + throwsClause(method.thrownType) }
        if let returnType { signature += " -> \(returnType.text)" }
        if let whereClause = method.whereClause { signature += " where \(whereClause)" }
        return signature
    }

    func throwsClause(_ thrownType: String?) -> String {
        thrownType.map { "throws(\($0))" } ?? "throws"
    }

    private func errorStorage(_ thrownType: String?) -> String {
        thrownType.map { "(\($0))?" } ?? "(any Error)?"
    }

    /// A subscript: its getter mocked as a method is, its setter counted and handed to a closure.
    private mutating func renderSubscript(_ element: SubscriptRequirement) {
        renderMethod(element.getter, subscript: element)
    }

    /// The names of the types whose values a requirement cannot store: those the sources and the
    /// standard library declare `~Copyable` or `~Escapable`, unless one of its generic parameters
    /// (`generics`) takes the name, and those generic parameters that may not be copied or escape
    /// (`<T: ~Copyable>`).
    private func unstorable(generics: [String], clause: String?, whereClause: String?) -> Set<String> {
        let inner = clause.map { String($0.dropFirst().dropLast()) } ?? ""
        var names = mock.unstorableTypes.subtracting(generics)
        for part in ResolvedProtocol.topLevelParts(of: inner) + ResolvedProtocol.topLevelParts(of: whereClause ?? "")
        where part.contains("~Copyable") || part.contains("~Escapable") {
            let name = part.replacingOccurrences(of: "each ", with: "").prefix { $0 != ":" }.trimmingCharacters(in: .whitespaces)
            names.insert(name)
        }
        return names
    }

    private mutating func renderMethod(_ method: MethodRequirement, subscript element: SubscriptRequirement? = nil) {
        let prefix = SourceryNaming.prefix(for: method)
        let storage = storage(isStatic: method.isStatic, isNonisolated: method.isNonisolated)
        let helperPrefix = helper(isStatic: method.isStatic, isNonisolated: method.isNonisolated)
        let generics = method.genericParameterNames
        let erased = { (parameter: ParameterRequirement) in Self.isErased(parameter.type, generics: generics) }
        let unstorableNames = unstorable(generics: generics, clause: method.genericClause, whereClause: method.whereClause)
        let isUnstorable = { (type: TypeShape) in Self.isUnstorable(type, unstorableNames) }
        let returnType = method.returnType.flatMap { $0.text == "Void" || $0.text == "()" ? nil : $0 }
        let returnErased = returnType.map { Self.isErased($0, generics: generics) } ?? false
        let returnsNever = returnType?.text == "Never"
        // A value that cannot be copied is only ever made by the test's closure.
        let returnStored = returnType.map { !returnsNever && !isUnstorable($0) } ?? false
        let unstubbable = resultCannotBeStubbed(method)
        let throwsError = method.isThrowing && !method.isRethrowing
        // A thrown type naming the method's generic parameters (`throws(E)`) is kept as any error, and cast when thrown.
        let thrownErased = method.thrownType.map { !Set(generics).isDisjoint(with: TypeShape.identifiers(in: $0)) } ?? false
        let storedThrownType = thrownErased ? nil : method.thrownType
        line("    // MARK: - \(method.name)")
        line()
        if throwsError {
            line("    \(storage)var \(prefix)ThrowableError: \(errorStorage(storedThrownType))")
        }
        line("    \(storage)var \(prefix)CallsCount = 0")
        line("    \(helperPrefix)var \(prefix)Called: Bool {")
        line("        return \(prefix)CallsCount > 0")
        line("    }")
        renderReceived(prefix: prefix, storage: storage, parameters: method.parameters, unstorable: unstorableNames, erased: erased)
        if let returnType, returnStored {
            let type = returnErased ? "Any" : returnType.storage
            line("    \(storage)var \(prefix)ReturnValue: \(returnType.isOptional && !returnErased ? type : "(\(type))!")")
        }
        // A generic value that cannot be copied cannot be passed as `Any`: the test's closure does without it.
        let passed = method.parameters.enumerated().filter { !(erased($1) && isUnstorable($1.type)) }
        let closureParameters = passed.map { _, parameter -> String in
            if erased(parameter) { return parameter.type.isInout ? "inout Any" : "Any" }
            if let value = parameter.type.autoclosureValue { return value }
            return parameter.isVariadic ? "[\(parameter.type.storage)]" : parameter.type.closureParameter
        }.joined(separator: ", ")
        let closureEffects = (method.isAsync ? " async" : "") + (throwsError ? " " + throwsClause(storedThrownType) : "")
        let closureReturn = returnType.map { returnErased ? "Any" : $0.storage } ?? "Void"
        if !unstubbable {
            // The test's implementation runs where the call does, as the requirement does.
            let isolation = runsOnCallersActor(method) ? "nonisolated(nonsending) " : ""
            line("    \(storage)var \(prefix)Closure: (\(isolation)(\(closureParameters))\(closureEffects) -> \(closureReturn))?")
        }
        if element?.isSettable == true {
            let elementType = returnErased ? "Any" : (method.returnType?.storage ?? "Void")
            let setParameters = (method.parameters.map { erased($0) ? "Any" : $0.type.storage } + [elementType]).joined(separator: ", ")
            line("    \(storage)var \(prefix)SetCallsCount = 0")
            line("    \(storage)var \(prefix)SetClosure: ((\(setParameters)) -> Void)?")
        }
        line()
        for attribute in method.attributes { line("    \(attribute)") }
        let bodyStart: Int
        let modifiers = computed(isStatic: method.isStatic, isNonisolated: method.isNonisolated)
        if element != nil {
            var signature = "    \(modifiers)subscript\(method.genericClause ?? "")(\(parameterList(method.parameters, inSubscript: true))) -> \(method.returnType?.text ?? "Void")"
            if let whereClause = method.whereClause { signature += " where \(whereClause)" }
            line(signature + " {")
            line("        get" + (method.isAsync ? " async" : "") + (method.isThrowing ? " " + throwsClause(method.thrownType) : "") + " {")
            bodyStart = lines.count
        } else {
            line(functionSignature(method, modifiers: modifiers, returnType: returnType) + " {")
            bodyStart = lines.count
        }
        var body: [String] = []
        // An `@autoclosure` is evaluated once, here, and is its value from then on.
        for (index, parameter) in method.parameters.enumerated() where parameter.type.autoclosureValue != nil {
            let name = argumentName(parameter, at: index)
            let marks = (parameter.type.autoclosureThrows ? "try " : "") + (parameter.type.autoclosureIsAsync ? "await " : "")
            body.append("let \(name) = \(marks)\(name)()")
        }
        body.append("\(prefix)CallsCount += 1")
        body += recordingStatements(prefix: prefix, parameters: method.parameters, unstorable: unstorableNames)
        if throwsError {
            body.append("if let error = \(prefix)ThrowableError {")
            body.append("    throw error")
            body.append("}")
        }
        // An `inout` argument the closure takes as `Any` is written back once the call is over.
        let taken = Set(method.parameters.enumerated().map { argumentName($1, at: $0) })
        var boxes: [Int: String] = [:]
        for (index, parameter) in method.parameters.enumerated() where parameter.type.isInout && erased(parameter) {
            let name = argumentName(parameter, at: index)
            var box = parameter.name.trimmingBackticks + "Value"
            while taken.contains(box) { box = "_" + box }
            boxes[index] = box
            body.append("var \(box): Any = \(name)")
            body.append("defer {")
            body.append("    guard let written = \(box) as? \(parameter.type.storage) else {")
            body.append("        fatalError(\"\(mock.mockName).\(method.name): \(prefix)Closure must leave \(name) a \\(\(parameter.type.storage).self)\")")
            body.append("    }")
            body.append("    \(name) = written")
            body.append("}")
        }
        let arguments = passed.map { index, parameter in
            if let box = boxes[index] { return "&" + box }
            let name = argumentName(parameter, at: index)
            return (parameter.type.isInout ? "&" : "") + (Self.isPack(parameter) ? "(repeat each \(name))" : name)
        }.joined(separator: ", ")
        let call = (throwsError ? "try " : "") + (method.isAsync ? "await " : "")
        if unstubbable, let returnType {
            body.append("fatalError(\"\(mock.mockName).\(method.name): its result, a \\(\(returnType.text).self) that may not be copied, cannot be stubbed\")")
        } else if method.hasDefault {
            // The protocol's own implementation runs until the test says otherwise; what it calls comes back to the mock.
            var defaults = method.isStatic ? defaultsType : "\(defaultsType)(self)"
            let invocation = "\(method.isThrowing ? "try " : "")\(method.isAsync ? "await " : "")"
            if method.isMutating, !method.isStatic {
                // A mutating implementation needs a variable to run on.
                let name = ["defaults", "protocolDefaults"].first { !taken.contains($0) } ?? "mockProtocolDefaults"
                body.append("var \(name) = \(defaults)")
                defaults = name
            }
            body.append("if let \(prefix)Closure = \(prefix)Closure {")
            if let returnType, returnErased {
                body.append("    guard let typed = \(call)\(prefix)Closure(\(arguments)) as? \(returnType.text) else {")
                body.append("        fatalError(\"\(mock.mockName).\(method.name): \(prefix)Closure must return a \\(\(returnType.text).self)\")")
                body.append("    }")
                body.append("    return typed")
            } else {
                body.append("    \(returnType == nil ? "" : "return ")\(call)\(prefix)Closure(\(arguments))")
                if returnType == nil { body.append("    return") }
            }
            body.append("}")
            if let returnType {
                body.append("if let typed = \(prefix)ReturnValue\(returnErased ? " as? \(returnType.text)" : "") {")
                body.append("    return typed")
                body.append("}")
            }
            body.append("\(returnType == nil ? "" : "return ")\(invocation)\(defaults).\(SwiftIdentifier.escaped(method.name))(\(callArguments(method.parameters)))")
        } else if let returnType, !returnStored {
            body.append("if let \(prefix)Closure = \(prefix)Closure {")
            body.append("    return \(call)\(prefix)Closure(\(arguments))")
            body.append("}")
            body.append("fatalError(\"\(mock.mockName).\(method.name): set \(prefix)Closure to \(returnsNever ? "stand in for it" : "make the \(returnType.text) it returns") first\")")
        } else if let returnType {
            if returnErased {
                // The generator's own names must not hide a parameter the call passes on.
                let value = ["value", "returned", "mockValue"].first { !taken.contains($0) } ?? "mockReturnedValue"
                body.append("let \(value): Any")
                body.append("if let \(prefix)Closure = \(prefix)Closure {")
                body.append("    \(value) = \(call)\(prefix)Closure(\(arguments))")
                body.append("} else {")
                body.append("    \(value) = \(prefix)ReturnValue as Any")
                body.append("}")
                body.append("guard let typed = \(value) as? \(returnType.text) else {")
                body.append("    fatalError(\"\(mock.mockName).\(method.name): set \(prefix)ReturnValue or \(prefix)Closure to a \\(\(returnType.text).self) first\")")
                body.append("}")
                body.append("return typed")
            } else {
                body.append("if let \(prefix)Closure = \(prefix)Closure {")
                body.append("    return \(call)\(prefix)Closure(\(arguments))")
                body.append("} else {")
                body.append("    return \(prefix)ReturnValue")
                body.append("}")
            }
        } else {
            body.append("\(call)\(prefix)Closure?(\(arguments))")
        }
        // A closure that does not escape reaches the test's implementation, which takes it as
        // `Any` when its type names the method's generic parameters, only while the call lasts.
        let lent = method.parameters.enumerated().filter { isNonEscapingClosure($1) && erased($1) }.map { argumentName($1, at: $0) }
        for name in lent.reversed() {
            let effects = (throwsError ? "try " : "") + (method.isAsync ? "await " : "")
            body = ["\(returnType == nil ? "" : "return ")\(effects)withoutActuallyEscaping(\(name)) { \(name) in"] + body.map { "    " + $0 } + ["}"]
        }
        if thrownErased, let thrownType = method.thrownType {
            // What the test throws leaves the method as the type it declares.
            body = ["do {"] + body.map { "    " + $0 } + [
                "} catch {",
                "    guard let typed = error as? \(thrownType) else {",
                "        fatalError(\"\(mock.mockName).\(method.name): throw a \\(\(thrownType).self), not \\(type(of: error))\")",
                "    }",
                "    throw typed",
                "}",
            ]
        }
        for text in body { line("        " + text) }
        if let element {
            // The getter's body sits one level deeper, inside `get { }`.
            for index in bodyStart..<lines.count where !lines[index].isEmpty { lines[index] = "    " + lines[index] }
            line("        }")
            if element.isSettable {
                let arguments = method.parameters.enumerated().map { argumentName($1, at: $0) } + ["newValue"]
                line("        set {")
                line("            \(prefix)SetCallsCount += 1")
                line("            \(prefix)SetClosure?(\(arguments.joined(separator: ", ")))")
                line("        }")
            }
        }
        line("    }")
    }

    /// Whether `method` returns a generic type that may not be copied (`<R: ~Copyable>`): its result
    /// cannot pass through `Any`, so no test can make one, and the mock has no `…Closure` for it.
    private func resultCannotBeStubbed(_ method: MethodRequirement) -> Bool {
        guard let returnType = method.returnType, Self.isErased(returnType, generics: method.genericParameterNames) else { return false }
        return Self.isUnstorable(returnType, unstorable(generics: method.genericParameterNames, clause: method.genericClause, whereClause: method.whereClause))
    }

    private mutating func renderReset(_ method: MethodRequirement) {
        let prefix = SourceryNaming.prefix(for: method)
        line("        \(prefix)CallsCount = 0")
        let unstorableNames = unstorable(generics: method.genericParameterNames, clause: method.genericClause, whereClause: method.whereClause)
        switch recording(prefix: prefix, parameters: method.parameters, unstorable: unstorableNames) {
        case .none:
            break
        case .single(_, let property):
            line("        \(property) = nil")
            line("        \(prefix)ReceivedInvocations = []")
        case .tuple:
            line("        \(prefix)ReceivedArguments = nil")
            line("        \(prefix)ReceivedInvocations = []")
        }
        if !resultCannotBeStubbed(method) { line("        \(prefix)Closure = nil") }
        if method.isThrowing, !method.isRethrowing { line("        \(prefix)ThrowableError = nil") }
    }

    // MARK: Initializers

    private mutating func renderInitializer(_ initializer: InitializerRequirement) {
        let prefix = SourceryNaming.prefix(for: initializer)
        let generics = initializer.genericParameterNames
        let unstorableNames = unstorable(generics: generics, clause: initializer.genericClause, whereClause: initializer.whereClause)
        renderReceived(prefix: prefix, storage: storage(isStatic: false), parameters: initializer.parameters, unstorable: unstorableNames) {
            Self.isErased($0.type, generics: generics)
        }
        // A class's initializer requirement is met by a `required` one; an NSObject's without parameters overrides NSObject's.
        let modifiers = (mock.isActor ? "" : "required ") + (mock.isObject && initializer.parameters.isEmpty ? "override " : "")
        var signature = "    \(access)\(modifiers)init\(initializer.genericClause ?? "")(\(parameterList(initializer.parameters)))"
        if initializer.isAsync { signature += " async" }
        if initializer.isThrowing { signature += " throws" }
        if let whereClause = initializer.whereClause { signature += " where \(whereClause)" }
        line(signature + " {")
        for (index, parameter) in initializer.parameters.enumerated() where parameter.type.autoclosureValue != nil {
            let name = argumentName(parameter, at: index)
            line("        let \(name) = \(parameter.type.autoclosureThrows ? "try " : "")\(parameter.type.autoclosureIsAsync ? "await " : "")\(name)()")
        }
        for statement in recordingStatements(prefix: prefix, parameters: initializer.parameters, unstorable: unstorableNames) {
            line("        " + statement)
        }
        line("    }")
    }
}
