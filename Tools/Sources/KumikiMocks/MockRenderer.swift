/// Writes one mock class: Sourcery's AutoMockable API (`…CallsCount`, `…Called`,
/// `…Received…`, `…ReturnValue`, `…Closure`, `…ThrowableError`, `underlying…`), made to
/// compile in Swift 6 where Sourcery's does not (generic methods, static state, actors).
struct MockRenderer {
    private let mock: ResolvedProtocol
    private var lines: [String] = []

    private init(_ mock: ResolvedProtocol) {
        self.mock = mock
    }

    /// The mock class for `mock`.
    static func render(_ mock: ResolvedProtocol) -> String {
        var renderer = MockRenderer(mock)
        renderer.renderClass()
        return renderer.lines.joined(separator: "\n")
    }

    private var access: String {
        switch mock.declaration.accessLevel {
        case "public": "public "
        case "package": "package "
        default: ""
        }
    }

    /// Storage modifiers: static state of a class that is not isolated to an actor is global
    /// mutable state, which Swift 6 accepts only when marked as the test's responsibility.
    private func storage(isStatic: Bool) -> String {
        guard isStatic else { return access }
        return access + (mock.isMainActor ? "static " : "nonisolated(unsafe) static ")
    }

    /// Modifiers of a computed property or a method: no storage, so no isolation to waive.
    private func computed(isStatic: Bool) -> String {
        access + (isStatic ? "static " : "")
    }

    private mutating func line(_ text: String = "") {
        lines.append(text)
    }

    private mutating func renderClass() {
        let declaration = mock.declaration
        let generics = mock.associatedTypes.map { type in
            type.constraint.map { "\(type.name): \($0)" } ?? type.name
        }
        let requirements = mock.associatedTypes.compactMap(\.whereClause) + [declaration.whereClause].compactMap { $0 }
        var header = (mock.isMainActor ? "@MainActor\n" : "") + access + "class \(mock.mockName)"
        if !generics.isEmpty { header += "<" + generics.joined(separator: ", ") + ">" }
        header += ": \(declaration.name)"
        if mock.isSendable, !mock.isMainActor { header += ", @unchecked Sendable" }
        if !requirements.isEmpty { header += " where " + requirements.joined(separator: ", ") }
        line(header + " {")
        if !mock.initializers.contains(where: \.parameters.isEmpty) {
            line("    \(access)init() {}")
        }
        for property in mock.properties {
            line()
            renderProperty(property)
        }
        let statics = mock.methods.filter(\.isStatic)
        let staticProperties = mock.properties.filter { $0.isStatic && ($0.isAsync || $0.isThrowing) }
        if !statics.isEmpty || !staticProperties.isEmpty {
            line()
            line("    /// Forgets every call to a static requirement, for a test's set-up.")
            line("    \(computed(isStatic: true))func reset() {")
            for method in statics { renderReset(method) }
            for property in staticProperties {
                line("        \(property.name)CallsCount = 0")
                line("        \(property.name)Closure = nil")
                if property.isThrowing { line("        \(property.name)ThrowableError = nil") }
            }
            line("    }")
        }
        for initializer in mock.initializers {
            line()
            renderInitializer(initializer)
        }
        for method in mock.methods {
            line()
            renderMethod(method)
        }
        line("}")
    }

    // MARK: Properties

    private mutating func renderProperty(_ property: PropertyRequirement) {
        let prefix = storage(isStatic: property.isStatic)
        let computedPrefix = computed(isStatic: property.isStatic)
        let name = property.name
        let underlying = "underlying" + SourceryNaming.upperFirst(name)
        let type = property.type.storage
        if property.isAsync || property.isThrowing {
            let effects = (property.isAsync ? " async" : "") + (property.isThrowing ? " " + throwsClause(property.thrownType) : "")
            line("    \(prefix)var \(name)CallsCount = 0")
            line("    \(computedPrefix)var \(name)Called: Bool {")
            line("        return \(name)CallsCount > 0")
            line("    }")
            line("    \(computedPrefix)var \(name): \(type) {")
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
        } else if property.type.isOptional {
            line("    \(prefix)var \(name): \(type)")
        } else if property.type.isArray || property.type.isDictionary {
            line("    \(prefix)var \(name): \(type) = \(property.type.isArray ? "[]" : "[:]")")
        } else {
            line("    \(computedPrefix)var \(name): \(type) {")
            line("        get { return \(underlying) }")
            line("        set(value) { \(underlying) = value }")
            line("    }")
            line("    \(prefix)var \(underlying): (\(type))!")
        }
    }

    // MARK: Methods

    private static func isErased(_ type: TypeShape, in method: MethodRequirement) -> Bool {
        type.hasOpaqueType || !type.identifiers.isDisjoint(with: method.genericParameterNames)
    }

    private func argumentName(_ parameter: ParameterRequirement, at index: Int) -> String {
        parameter.name.isEmpty ? "arg\(index)" : parameter.name
    }

    /// Whether Sourcery records the method's arguments: a closure that does not escape cannot be kept.
    private func recordsArguments(_ parameters: [ParameterRequirement]) -> Bool {
        !parameters.contains { $0.type.isClosure && !$0.type.isEscaping && !$0.type.isOptional }
    }

    /// How a recorded argument is stored: generic types as `Any`, variadics as arrays.
    private func recordedType(_ parameter: ParameterRequirement, erased: Bool, unwrapped: Bool) -> String {
        if erased { return "Any" }
        let base = unwrapped ? parameter.type.unwrapped : parameter.type.storage
        return parameter.isVariadic ? "[\(base)]" : base
    }

    /// How a call's arguments are kept: Sourcery keeps one argument under its own name, several as a tuple.
    private enum Recording {
        /// Not kept: no arguments, or a closure that does not escape.
        case none
        /// One argument, in the property named `property`.
        case single(ParameterRequirement, property: String)
        /// Several arguments, as a labelled tuple in `…ReceivedArguments`.
        case tuple
    }

    private func recording(prefix: String, parameters: [ParameterRequirement]) -> Recording {
        guard !parameters.isEmpty, recordsArguments(parameters) else { return .none }
        guard parameters.count == 1, let parameter = parameters.first else { return .tuple }
        return .single(parameter, property: "\(prefix)Received\(SourceryNaming.upperFirst(parameter.name.trimmingBackticks))")
    }

    private mutating func renderReceived(prefix: String, storage: String, parameters: [ParameterRequirement], erased: (ParameterRequirement) -> Bool) {
        switch recording(prefix: prefix, parameters: parameters) {
        case .none:
            return
        case .single(let parameter, let property):
            let type = recordedType(parameter, erased: erased(parameter), unwrapped: true)
            let optional = parameter.type.isOptional && !erased(parameter) ? "?" : ""
            line("    \(storage)var \(property): (\(type))?")
            line("    \(storage)var \(prefix)ReceivedInvocations: [(\(type))\(optional)] = []")
        case .tuple:
            let tuple = parameters.enumerated().map { index, parameter in
                "\(argumentName(parameter, at: index)): \(recordedType(parameter, erased: erased(parameter), unwrapped: parameter.type.isEscaping))"
            }.joined(separator: ", ")
            line("    \(storage)var \(prefix)ReceivedArguments: (\(tuple))?")
            line("    \(storage)var \(prefix)ReceivedInvocations: [(\(tuple))] = []")
        }
    }

    private mutating func recordArguments(prefix: String, parameters: [ParameterRequirement]) {
        switch recording(prefix: prefix, parameters: parameters) {
        case .none:
            return
        case .single(let parameter, let property):
            let name = argumentName(parameter, at: 0)
            line("        \(property) = \(name)")
            line("        \(prefix)ReceivedInvocations.append(\(name))")
        case .tuple:
            let tuple = parameters.indices.map { index in
                let name = argumentName(parameters[index], at: index)
                return "\(name): \(name)"
            }.joined(separator: ", ")
            line("        \(prefix)ReceivedArguments = (\(tuple))")
            line("        \(prefix)ReceivedInvocations.append((\(tuple)))")
        }
    }

    private func parameterList(_ parameters: [ParameterRequirement]) -> String {
        parameters.enumerated().map { index, parameter in
            let name = argumentName(parameter, at: index)
            let declared = switch parameter.label {
            case nil: "_ \(name)"
            case name?: name
            case let label?: "\(label) \(name)"
            }
            return "\(declared): \(parameter.type.text)\(parameter.isVariadic ? "..." : "")"
        }.joined(separator: ", ")
    }

    private func throwsClause(_ thrownType: String?) -> String {
        thrownType.map { "throws(\($0))" } ?? "throws"
    }

    private func errorStorage(_ thrownType: String?) -> String {
        thrownType.map { "(\($0))?" } ?? "(any Error)?"
    }

    private mutating func renderMethod(_ method: MethodRequirement) {
        let prefix = SourceryNaming.prefix(for: method)
        let storage = storage(isStatic: method.isStatic)
        let erased = { (parameter: ParameterRequirement) in Self.isErased(parameter.type, in: method) }
        let returnType = method.returnType.flatMap { $0.text == "Void" || $0.text == "()" ? nil : $0 }
        let returnErased = returnType.map { Self.isErased($0, in: method) } ?? false
        let throwsError = method.isThrowing && !method.isRethrowing
        line("    // MARK: - \(method.name)")
        line()
        if throwsError {
            line("    \(storage)var \(prefix)ThrowableError: \(errorStorage(method.thrownType))")
        }
        line("    \(storage)var \(prefix)CallsCount = 0")
        line("    \(computed(isStatic: method.isStatic))var \(prefix)Called: Bool {")
        line("        return \(prefix)CallsCount > 0")
        line("    }")
        renderReceived(prefix: prefix, storage: storage, parameters: method.parameters, erased: erased)
        if let returnType {
            let type = returnErased ? "Any" : returnType.storage
            line("    \(storage)var \(prefix)ReturnValue: \(returnType.isOptional && !returnErased ? type : "(\(type))!")")
        }
        let closureParameters = method.parameters.map { parameter -> String in
            if erased(parameter) { return "Any" }
            return parameter.isVariadic ? "[\(parameter.type.storage)]" : parameter.type.text
        }.joined(separator: ", ")
        let closureEffects = (method.isAsync ? " async" : "") + (throwsError ? " " + throwsClause(method.thrownType) : "")
        let closureReturn = returnType.map { returnErased ? "Any" : $0.storage } ?? "Void"
        line("    \(storage)var \(prefix)Closure: ((\(closureParameters))\(closureEffects) -> \(closureReturn))?")
        line()
        for attribute in method.attributes { line("    \(attribute)") }
        var signature = "    \(computed(isStatic: method.isStatic))func \(method.name)\(method.genericClause ?? "")(\(parameterList(method.parameters)))"
        if method.isAsync { signature += " async" }
        if method.isRethrowing { signature += " rethrows" } else if method.isThrowing { signature += " " + throwsClause(method.thrownType) }
        if let returnType { signature += " -> \(returnType.text)" }
        if let whereClause = method.whereClause { signature += " where \(whereClause)" }
        line(signature + " {")
        line("        \(prefix)CallsCount += 1")
        recordArguments(prefix: prefix, parameters: method.parameters)
        if throwsError {
            line("        if let error = \(prefix)ThrowableError {")
            line("            throw error")
            line("        }")
        }
        let arguments = method.parameters.enumerated().map { index, parameter in
            (parameter.type.isInout ? "&" : "") + argumentName(parameter, at: index)
        }.joined(separator: ", ")
        let call = (throwsError ? "try " : "") + (method.isAsync ? "await " : "")
        if let returnType {
            if returnErased {
                line("        let value: Any")
                line("        if let \(prefix)Closure = \(prefix)Closure {")
                line("            value = \(call)\(prefix)Closure(\(arguments))")
                line("        } else {")
                line("            value = \(prefix)ReturnValue as Any")
                line("        }")
                line("        guard let typed = value as? \(returnType.text) else {")
                line("            fatalError(\"\(mock.mockName).\(method.name): set \(prefix)ReturnValue or \(prefix)Closure to a \\(\(returnType.text).self) first\")")
                line("        }")
                line("        return typed")
            } else {
                line("        if let \(prefix)Closure = \(prefix)Closure {")
                line("            return \(call)\(prefix)Closure(\(arguments))")
                line("        } else {")
                line("            return \(prefix)ReturnValue")
                line("        }")
            }
        } else {
            line("        \(call)\(prefix)Closure?(\(arguments))")
        }
        line("    }")
    }

    private mutating func renderReset(_ method: MethodRequirement) {
        let prefix = SourceryNaming.prefix(for: method)
        line("        \(prefix)CallsCount = 0")
        switch recording(prefix: prefix, parameters: method.parameters) {
        case .none:
            break
        case .single(_, let property):
            line("        \(property) = nil")
            line("        \(prefix)ReceivedInvocations = []")
        case .tuple:
            line("        \(prefix)ReceivedArguments = nil")
            line("        \(prefix)ReceivedInvocations = []")
        }
        line("        \(prefix)Closure = nil")
        if method.isThrowing, !method.isRethrowing { line("        \(prefix)ThrowableError = nil") }
    }

    // MARK: Initializers

    private mutating func renderInitializer(_ initializer: InitializerRequirement) {
        let prefix = SourceryNaming.prefix(for: initializer)
        renderReceived(prefix: prefix, storage: access, parameters: initializer.parameters) { _ in false }
        var signature = "    \(access)required init(\(parameterList(initializer.parameters)))"
        if initializer.isAsync { signature += " async" }
        if initializer.isThrowing { signature += " throws" }
        line(signature + " {")
        recordArguments(prefix: prefix, parameters: initializer.parameters)
        line("    }")
    }
}

extension String {
    /// The name without the backticks that let a keyword be an identifier.
    var trimmingBackticks: String {
        filter { $0 != "`" }
    }
}
