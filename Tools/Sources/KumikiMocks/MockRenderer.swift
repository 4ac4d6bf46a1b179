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
        let generics = !mock.typeAliases.isEmpty ? [] : mock.associatedTypes.map { type in
            type.constraint.map { "\(type.name): \($0)" } ?? type.name
        }
        // A protocol's own where clause constrains the mock's generic parameters; a mock without
        // any meets it by its members, and a class that is not generic cannot carry one.
        let requirements = generics.isEmpty ? [] : mock.associatedTypes.compactMap(\.whereClause) + [declaration.whereClause].compactMap { $0 }
        func header(_ start: String, name: String) -> String {
            var header = (mock.isMainActor ? "@MainActor\n" : "") + start + "class \(name)"
            if !generics.isEmpty { header += "<" + generics.joined(separator: ", ") + ">" }
            header += ": \(declaration.name)"
            if mock.isSendable, !mock.isMainActor { header += ", @unchecked Sendable" }
            if !requirements.isEmpty { header += " where " + requirements.joined(separator: ", ") }
            return header + " {"
        }
        defer {
            if mock.methods.contains(where: \.hasDefault) || mock.properties.contains(where: \.hasDefault) { renderDefaults(header: header("fileprivate final ", name: mock.mockName + "Defaults")) }
        }
        line(header(access + (mock.isFinal ? "final " : ""), name: mock.mockName))
        // Overridable in the mark: `// kumiki:mockable(typealias: Element = Int)`.
        for alias in mock.typeAliases { line("    \(access)typealias \(alias.name) = \(alias.type)") }
        if !mock.initializers.contains(where: { $0.parameters.isEmpty && $0.condition == nil }) {
            line("    \(access)init() {}")
        }
        for property in mock.properties {
            line()
            conditionally(property.condition) { $0.renderProperty(property) }
        }
        let statics = mock.methods.filter(\.isStatic)
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
        renderWellKnownConformances()
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
                let effects = (property.isAsync ? " async" : "") + (property.isThrowing ? " " + renderer.throwsClause(property.thrownType) : "")
                let marks = (property.isThrowing ? "try " : "") + (property.isAsync ? "await " : "")
                renderer.line("    \(property.isStatic ? "static " : "")var \(property.name): \(property.type.text) {")
                renderer.line("        get\(effects) { \(marks)\(target).\(property.name) }")
                if property.isSettable { renderer.line("        set { \(target).\(property.name) = newValue }") }
                renderer.line("    }")
            }
        }
        for initializer in mock.initializers {
            conditionally(initializer.condition) { renderer in
                var signature = "    init(\(renderer.parameterList(initializer.parameters)))"
                if initializer.isAsync { signature += " async" }
                if initializer.isThrowing { signature += " throws" }
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
                renderer.line("        \(marks)\(target).\(method.name)(\(renderer.callArguments(method.parameters)))")
                renderer.line("    }")
            }
        }
        line("}")
    }

    /// Renders with `body` under `#if condition`, as the protocol declares the requirement.
    private mutating func conditionally(_ condition: String?, _ body: (inout MockRenderer) -> Void) {
        guard let condition else {
            body(&self)
            return
        }
        line("    #if \(condition)")
        body(&self)
        line("    #endif")
    }

    // MARK: Protocols of other modules

    /// What the standard library's protocols the mocked protocol refines require, met by the
    /// mock's identity or by a value the test stores: the generator reads only the project's
    /// sources, so these are the refinements it can know.
    private mutating func renderWellKnownConformances() {
        let inherited = mock.inheritedNames
        let own = mock.mockType
        let members = Set(mock.properties.map(\.name) + mock.methods.map(\.name))
        if inherited.contains("Equatable") || inherited.contains("Hashable"), !members.contains("==") {
            line()
            line("    /// Two mocks are equal when they are the same object.")
            line("    \(access)static func == (lhs: \(own), rhs: \(own)) -> Bool {")
            line("        lhs === rhs")
            line("    }")
        }
        if inherited.contains("Hashable"), !members.contains("hash") {
            line()
            line("    \(access)func hash(into hasher: inout Hasher) {")
            line("        hasher.combine(ObjectIdentifier(self))")
            line("    }")
        }
        if inherited.contains("Encodable") || inherited.contains("Codable"), !members.contains("encode") {
            line()
            line("    /// What `encode(to:)` writes: nothing until a test sets it.")
            line("    \(access)var underlyingEncodable: (any Encodable)?")
            line("    \(access)func encode(to encoder: any Encoder) throws {")
            line("        try underlyingEncodable?.encode(to: encoder)")
            line("    }")
        }
        if inherited.contains("Decodable") || inherited.contains("Codable") {
            line()
            line("    \(access)\(mock.isFinal ? "" : "required ")init(from decoder: any Decoder) throws {}")
        }
        if inherited.contains("CustomStringConvertible"), !members.contains("description") {
            line()
            line("    \(access)var description = \"\(mock.mockName)\"")
        }
        if inherited.contains("CustomDebugStringConvertible"), !members.contains("debugDescription") {
            line()
            line("    \(access)var debugDescription = \"\(mock.mockName)\"")
        }
        if inherited.contains("RawRepresentable"), !members.contains("rawValue"), let raw = mock.rawValueType {
            line()
            line("    /// The raw value the mock was made with.")
            line("    \(access)var underlyingRawValue: (\(raw))!")
            line("    \(access)var rawValue: \(raw) {")
            line("        underlyingRawValue")
            line("    }")
            line("    \(access)\(mock.isFinal ? "" : "required ")init?(rawValue: \(raw)) {")
            line("        underlyingRawValue = rawValue")
            line("    }")
        }
        if inherited.contains("CaseIterable"), !members.contains("allCases") {
            line()
            line("    \(storage(isStatic: true))var allCases: [\(own)] = []")
        }
        let literals: [(protocol: String, label: String, type: String)] = [
            ("ExpressibleByIntegerLiteral", "integerLiteral", "Int"), ("ExpressibleByFloatLiteral", "floatLiteral", "Double"),
            ("ExpressibleByBooleanLiteral", "booleanLiteral", "Bool"), ("ExpressibleByStringLiteral", "stringLiteral", "String"),
        ]
        for literal in literals where inherited.contains(literal.protocol) {
            let property = "underlying" + SourceryNaming.upperFirst(literal.label)
            line()
            line("    /// The literal the mock was written as.")
            line("    \(access)var \(property): \(literal.type)?")
            line("    \(access)\(mock.isFinal ? "" : "required ")init(\(literal.label) value: \(literal.type)) {")
            line("        \(property) = value")
            line("    }")
        }
    }

    // MARK: Properties

    private mutating func renderProperty(_ property: PropertyRequirement) {
        let prefix = storage(isStatic: property.isStatic)
        let computedPrefix = computed(isStatic: property.isStatic)
        let name = property.name
        let underlying = "underlying" + SourceryNaming.upperFirst(name)
        let type = property.type.storage
        if property.hasDefault {
            // The protocol's value until the test sets one.
            line("    \(computedPrefix)var \(name): \(type) {")
            line("        get { return \(underlying) ?? \(property.isStatic ? defaultsType : "\(defaultsType)(self)").\(name) }")
            line("        set(value) { \(underlying) = value }")
            line("    }")
            line("    \(prefix)var \(underlying): (\(type))!")
        } else if property.isAsync || property.isThrowing {
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

    /// Whether `parameter` is a closure the call may not keep: a function type (or an alias of
    /// one) neither `@escaping` nor optional.
    private func isNonEscapingClosure(_ parameter: ParameterRequirement) -> Bool {
        guard !parameter.type.isEscaping, !parameter.type.isOptional, !parameter.type.isInout else { return false }
        return parameter.type.isClosure || mock.closureAliases.contains(ResolvedProtocol.baseName(parameter.type.unwrapped))
    }

    /// The arguments a call keeps, with their places in the parameter list: every one but a
    /// closure that does not escape, which the mock may call but never keep.
    private func recorded(_ parameters: [ParameterRequirement]) -> [(index: Int, parameter: ParameterRequirement)] {
        parameters.enumerated().filter { !isNonEscapingClosure($0.element) }.map { ($0.offset, $0.element) }
    }

    /// How a recorded argument is stored: generic types as `Any`, variadics as arrays.
    private func recordedType(_ parameter: ParameterRequirement, erased: Bool, unwrapped: Bool) -> String {
        if erased { return "Any" }
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

    private func recording(prefix: String, parameters: [ParameterRequirement]) -> Recording {
        let kept = recorded(parameters)
        guard let first = kept.first else { return .none }
        guard kept.count == 1 else { return .tuple(kept) }
        // A parameter without a name of its own (`metadataKey _: String`) is named by its label.
        let name = first.parameter.name.isEmpty ? (first.parameter.label ?? "arg\(first.index)") : first.parameter.name
        return .single(first.parameter, property: "\(prefix)Received\(SourceryNaming.upperFirst(name.trimmingBackticks))")
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
        case .tuple(let kept):
            let tuple = kept.map { index, parameter in
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
            let index = parameters.firstIndex(of: parameter) ?? 0
            let name = argumentName(parameter, at: index)
            line("        \(property) = \(name)")
            line("        \(prefix)ReceivedInvocations.append(\(name))")
        case .tuple(let kept):
            let tuple = kept.map { index, parameter in
                let name = argumentName(parameter, at: index)
                return "\(name): \(name)"
            }.joined(separator: ", ")
            line("        \(prefix)ReceivedArguments = (\(tuple))")
            line("        \(prefix)ReceivedInvocations.append((\(tuple)))")
        }
    }

    /// The arguments of a call passing `parameters` on, labelled as the declaration labels them.
    private func callArguments(_ parameters: [ParameterRequirement]) -> String {
        parameters.enumerated().map { index, parameter in
            (parameter.label.map { $0 + ": " } ?? "") + (parameter.type.isInout ? "&" : "") + argumentName(parameter, at: index)
        }.joined(separator: ", ")
    }

    /// The parameters as declared; a subscript's take a label only when written twice (`index index: Int`).
    private func parameterList(_ parameters: [ParameterRequirement], inSubscript: Bool = false) -> String {
        parameters.enumerated().map { index, parameter in
            let name = argumentName(parameter, at: index)
            let declared = switch parameter.label {
            case nil: "_ \(name)"
            case name? where !inSubscript: name
            case let label?: "\(label) \(name)"
            }
            return "\(declared): \(parameter.type.text)\(parameter.isVariadic ? "..." : "")"
        }.joined(separator: ", ")
    }

    /// A method's declaration up to its body, as the mock and its defaults' forwarder both write it.
    private func functionSignature(_ method: MethodRequirement, modifiers: String, returnType: TypeShape?) -> String {
        var signature = "    \(modifiers)func \(method.name)\(method.genericClause ?? "")(\(parameterList(method.parameters)))"
        if method.isAsync { signature += " async" }
        if method.isRethrowing { signature += " rethrows" } else if method.isThrowing { signature += " " + throwsClause(method.thrownType) }
        if let returnType { signature += " -> \(returnType.text)" }
        if let whereClause = method.whereClause { signature += " where \(whereClause)" }
        return signature
    }

    private func throwsClause(_ thrownType: String?) -> String {
        thrownType.map { "throws(\($0))" } ?? "throws"
    }

    private func errorStorage(_ thrownType: String?) -> String {
        thrownType.map { "(\($0))?" } ?? "(any Error)?"
    }

    /// A subscript: its getter mocked as a method is, its setter counted and handed to a closure.
    private mutating func renderSubscript(_ element: SubscriptRequirement) {
        renderMethod(element.getter, subscript: element)
    }

    private mutating func renderMethod(_ method: MethodRequirement, subscript element: SubscriptRequirement? = nil) {
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
        if element?.isSettable == true {
            let elementType = returnErased ? "Any" : (method.returnType?.storage ?? "Void")
            let setParameters = (method.parameters.map { erased($0) ? "Any" : $0.type.storage } + [elementType]).joined(separator: ", ")
            line("    \(storage)var \(prefix)SetCallsCount = 0")
            line("    \(storage)var \(prefix)SetClosure: ((\(setParameters)) -> Void)?")
        }
        line()
        for attribute in method.attributes { line("    \(attribute)") }
        let bodyStart: Int
        if element != nil {
            var signature = "    \(computed(isStatic: method.isStatic))subscript\(method.genericClause ?? "")(\(parameterList(method.parameters, inSubscript: true))) -> \(method.returnType?.text ?? "Void")"
            if let whereClause = method.whereClause { signature += " where \(whereClause)" }
            line(signature + " {")
            line("        get" + (method.isAsync ? " async" : "") + (method.isThrowing ? " " + throwsClause(method.thrownType) : "") + " {")
            bodyStart = lines.count
        } else {
            line(functionSignature(method, modifiers: computed(isStatic: method.isStatic), returnType: returnType) + " {")
            bodyStart = lines.count
        }
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
        var body: [String] = []
        if method.hasDefault {
            // The protocol's own implementation runs until the test says otherwise; what it calls comes back to the mock.
            var defaults = method.isStatic ? defaultsType : "\(defaultsType)(self)"
            let invocation = "\(method.isThrowing ? "try " : "")\(method.isAsync ? "await " : "")"
            if method.isMutating, !method.isStatic {
                // A mutating implementation needs a variable to run on.
                let taken = Set(method.parameters.enumerated().map { argumentName($1, at: $0).trimmingBackticks })
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
            body.append("\(returnType == nil ? "" : "return ")\(invocation)\(defaults).\(method.name)(\(callArguments(method.parameters)))")
        } else if let returnType {
            if returnErased {
                // The generator's own names must not hide a parameter the call passes on.
                let taken = Set(method.parameters.enumerated().map { argumentName($1, at: $0).trimmingBackticks })
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
            let effects = (method.isThrowing ? "try " : "") + (method.isAsync ? "await " : "")
            body = ["\(returnType == nil ? "" : "return ")\(effects)withoutActuallyEscaping(\(name)) { \(name) in"] + body.map { "    " + $0 } + ["}"]
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
