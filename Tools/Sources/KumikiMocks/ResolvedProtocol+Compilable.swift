import Foundation

/// Rewrites of a protocol's requirements that a mock class needs to compile where the
/// protocol's own spelling would not: `Self`, which a stored property of a class that can be
/// subclassed cannot hold, and a method's generic parameter named as one of the mock's.
extension ResolvedProtocol {
    /// The mock's generic parameters: the associated types no type alias names.
    var genericParameters: [AssociatedTypeRequirement] {
        associatedTypes.filter { type in !typeAliases.contains { $0.name == type.name } }
    }

    /// The mock's type as written inside it: `ReaderMock`, or `ReaderMock<Element>`.
    var mockType: String {
        let generics = genericParameters
        return generics.isEmpty ? mockName : mockName + "<" + generics.map(\.name).joined(separator: ", ") + ">"
    }

    /// A generic mock's `where` clause: the requirements of the protocols' and their associated
    /// types' clauses that constrain its generic parameters, with the associated types a type alias
    /// fixes written as their types. One naming only another module's associated types (`Element`
    /// of a `Sequence`) is met by the mock's members instead, and left out.
    var genericRequirements: [String] {
        let generics = Set(genericParameters.map(\.name))
        guard !generics.isEmpty else { return [] }
        var kept: [String] = []
        for requirement in (associatedTypes.compactMap(\.whereClause) + whereClauses).flatMap(Self.topLevelParts) {
            // A type alias the protocol declares (`typealias Context = Responder.Context`) is written as what it names.
            let expanded = memberTypeAliases.reduce(requirement) { Self.replacingIdentifier($1.key, in: $0, with: $1.value) }
            let text = substitutingAliases(in: expanded.replacingOccurrences(of: "Self.", with: ""))
            let root = String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            if generics.contains(root), !kept.contains(text) { kept.append(text) }
        }
        return kept
    }

    /// `text` with each associated type a type alias fixes written as that type.
    func substitutingAliases(in text: String) -> String {
        typeAliases.reduce(text) { text, alias in Self.replacingIdentifier(alias.name, in: text, with: alias.type) }
    }

    /// Markers: protocols a mock meets by being a class, whatever module declares them.
    static let markerProtocols: Set<String> = [
        "Any", "AnyObject", "class", "Sendable", "SendableMetatype", "Copyable", "Escapable", "~Copyable", "~Escapable", "AutoMockable",
    ]

    /// Protocols of other modules a mock meets without knowing their requirements: markers, and
    /// the standard library's (and Foundation's) protocols the renderer implements.
    static let metProtocols: Set<String> = markerProtocols.union([
        "Error", "LocalizedError", "Identifiable", "Actor", "NSObjectProtocol",
        "Equatable", "Hashable", "Comparable", "Encodable", "Decodable", "Codable", "CustomStringConvertible", "CustomDebugStringConvertible",
        "RawRepresentable", "CaseIterable",
    ]).union(StandardLibraryPrelude.literals.map(\.name))

    /// The first inherited protocol the scanned sources do not declare and the mock cannot meet
    /// unseen, looking through `aliases` (`typealias Record = Codable & Sendable`).
    func unknownParent(aliases: [String: String], met: Set<String> = metProtocols) -> String? {
        unknownParents(aliases: aliases, met: met).first
    }

    /// Every inherited protocol the scanned sources do not declare and the mock cannot meet unseen, in name order.
    func unknownParents(aliases: [String: String], met: Set<String> = metProtocols) -> [String] {
        var pending = Array(inheritedNames.subtracting(resolvedParents)).sorted()
        var seen: Set<String> = []
        var unknown: [String] = []
        while !pending.isEmpty {
            let name = pending.removeFirst()
            guard seen.insert(name).inserted, !met.contains(name) else { continue }
            let short = Self.shortName(name)
            if let alias = aliases[name] ?? aliases[short] {
                pending += alias.split(separator: "&").map { Self.baseName(String($0)) }
                continue
            }
            if resolvedParents.contains(short) || met.contains(short) { continue }
            unknown.append(name)
        }
        return unknown
    }

    /// Whether the mock can run the protocol's default implementations: through a small class
    /// that conforms by forwarding every other requirement to the mock, which a requirement naming
    /// `Self`, a subscript, a variadic parameter or a refinement the renderer implements (whose
    /// members the forwarder would lack) rules out.
    func canRunDefaults(aliases: [String: String]) -> Bool {
        !mentionsSelf && subscripts.isEmpty && !isActor
            && unknownParent(aliases: aliases, met: Self.markerProtocols) == nil
            && inheritedNames.isDisjoint(with: StandardLibraryPrelude.protocols.map(\.name))
            && !methods.contains { $0.parameters.contains(where: \.isVariadic) }
            && !initializers.contains { $0.parameters.contains(where: \.isVariadic) }
    }

    /// Whether the mock holds state of its type, not of an instance: static requirements, and
    /// `CaseIterable`'s `allCases`.
    var needsStaticState: Bool {
        properties.contains(where: \.isStatic) || methods.contains(where: \.isStatic) || subscripts.contains(where: \.getter.isStatic)
            || inheritedNames.contains("CaseIterable")
    }

    /// The associated types a same-type requirement fixes (`where Element == Int`,
    /// `Collection<String>`), as type aliases: the mock is never generic over them.
    func fixedTypes() -> [(name: String, type: String)] {
        associatedTypes.compactMap { type in sameType(of: type).map { (type.name, $0) } }
    }

    /// Each associated type's concrete type, when the mock should be one type: the mark's
    /// `typealias:` names it, else a same-type requirement of the protocol, else its default, else
    /// `Any` when nothing constrains it. `nil` with the first associated type left open, when a
    /// type is needed (static requirements) and none can be chosen.
    func concreteTypes() -> (aliases: [(name: String, type: String)], open: AssociatedTypeRequirement?) {
        var aliases: [(name: String, type: String)] = []
        for type in associatedTypes {
            if let chosen = declaration.typeAliases[type.name] ?? sameType(of: type) ?? type.defaultType {
                aliases.append((type.name, chosen))
            } else if type.constraint == nil, type.whereClause == nil {
                aliases.append((type.name, "Any"))
            } else {
                return ([], type)
            }
        }
        return (aliases, nil)
    }

    /// The type a same-type requirement of the protocols, or of the associated type's own `where`
    /// clause, fixes `type` to.
    private func sameType(of type: AssociatedTypeRequirement) -> String? {
        if let fixed = sameTypes[type.name] { return fixed }
        for requirement in Self.topLevelParts(of: type.whereClause ?? "") {
            let sides = requirement.components(separatedBy: "==").map { $0.trimmingCharacters(in: .whitespaces) }
            if sides.count == 2, [type.name, "Self." + type.name].contains(sides[0]) { return sides[1] }
        }
        return nil
    }

    /// The `RawValue` the protocols' `where` clauses fix (`RawValue == Int64`), for a
    /// `RawRepresentable` refinement; `nil` when they leave it open.
    var rawValueType: String? {
        sameTypes["RawValue"]
    }

    /// Makes the requirements compile in a mock class: `Self` becomes the mock's own type in a
    /// `final` mock (which meets a `Self` requirement with its own type), `Self.Element` the
    /// mock's generic parameter, and a method's generic parameter that shadows one of the mock's
    /// is renamed in that method.
    mutating func makeCompilable() {
        expandMemberTypeAliases()
        let associated = Set(associatedTypes.map(\.name))
        // Renamed first: `Self` then becomes the mock's type, whose generic parameters are the mock's own.
        methods = methods.map(Self.unshadowed(associated))
        subscripts = subscripts.map { element in
            var element = element
            element.getter = Self.unshadowed(associated)(element.getter)
            return element
        }
        // CaseIterable asks that its elements be exactly Self, which only a final class promises;
        // a Sendable class that can be subclassed could gain state its unchecked conformance never vouched for.
        if inheritedNames.contains("CaseIterable") || (isSendable && !isActor) { isFinal = true }
        if mentionsSelf {
            isFinal = true
            let own = mockType
            let replace = { (text: String) in Self.replacingSelf(in: text, with: own, associated: associated) }
            properties = properties.map { property in
                var property = property
                property.type = property.type.rewritten(replace)
                return property
            }
            methods = methods.map { $0.rewritten(replace) }
            subscripts = subscripts.map { element in
                var element = element
                element.getter = element.getter.rewritten(replace)
                return element
            }
            initializers = initializers.map { initializer in
                var initializer = initializer
                initializer.parameters = initializer.parameters.map { $0.rewritten(replace) }
                return initializer
            }
            associatedTypes = associatedTypes.map { type in
                var type = type
                type.constraint = type.constraint.map(replace)
                type.whereClause = type.whereClause.map(replace)
                return type
            }
        }
    }

    /// Writes the type aliases the protocols declare among their requirements as what they stand
    /// for: the mock class cannot name them. One of a function type still makes its parameters
    /// closures that do not escape.
    private mutating func expandMemberTypeAliases() {
        guard !memberTypeAliases.isEmpty else { return }
        let aliases = memberTypeAliases
        let expand = { (text: String) in
            aliases.reduce(text) { text, alias in Self.replacingIdentifier(alias.key, in: text, with: "(\(alias.value))") }
        }
        let closures = closureAliases
        func expanded(_ parameters: [ParameterRequirement]) -> [ParameterRequirement] {
            parameters.map { parameter in
                var expanded = parameter.rewritten(expand)
                if closures.contains(Self.baseName(parameter.type.unwrapped)) { expanded.type.isClosure = true }
                return expanded
            }
        }
        func expanded(_ method: MethodRequirement) -> MethodRequirement {
            var rewritten = method.rewritten(expand)
            rewritten.parameters = expanded(method.parameters)
            return rewritten
        }
        properties = properties.map { property in
            var property = property
            property.type = property.type.rewritten(expand)
            return property
        }
        methods = methods.map(expanded)
        subscripts = subscripts.map { element in
            var element = element
            element.getter = expanded(element.getter)
            return element
        }
        initializers = initializers.map { initializer in
            var initializer = initializer
            initializer.parameters = expanded(initializer.parameters)
            return initializer
        }
    }

    /// A method whose generic parameters named as one of the mock's are renamed within it.
    private static func unshadowed(_ associated: Set<String>) -> (MethodRequirement) -> MethodRequirement {
        { method in
            let clashes = Set(method.genericParameterNames).intersection(associated)
            guard !clashes.isEmpty else { return method }
            let taken = Set(method.genericParameterNames).union(associated)
            var renamed = method
            for name in clashes.sorted() {
                var replacement = "Other" + name
                while taken.contains(replacement) { replacement = "Other" + replacement }
                renamed = renamed.rewritten { Self.replacingIdentifier(name, in: $0, with: replacement) }
                renamed.genericParameterNames = renamed.genericParameterNames.map { $0 == name ? replacement : $0 }
            }
            return renamed
        }
    }

    /// Whether any requirement names `Self`.
    private var mentionsSelf: Bool {
        var texts: [String] = properties.map(\.type.text)
        for method in methods + subscripts.map(\.getter) {
            texts += method.parameters.map(\.type.text)
            texts += [method.returnType?.text, method.whereClause].compactMap { $0 }
        }
        for initializer in initializers {
            texts += initializer.parameters.map(\.type.text)
        }
        return texts.contains { Self.containsIdentifier("Self", in: $0) }
    }

    /// `text` with `Self.X` as `X` where `X` is one of the mock's generic parameters, and every
    /// other `Self` as `own`.
    static func replacingSelf(in text: String, with own: String, associated: Set<String>) -> String {
        var result = text
        for name in associated {
            result = result.replacingOccurrences(of: "Self." + name, with: name)
        }
        return replacingIdentifier("Self", in: result, with: own)
    }

    /// Whether `name` occurs in `text` as a whole identifier.
    static func containsIdentifier(_ name: String, in text: String) -> Bool {
        replacingIdentifier(name, in: text, with: "\u{0}") != text
    }

    /// `text` with each whole-identifier occurrence of `name` replaced; a member access
    /// (`.Self`, `x.name`) is not the identifier.
    static func replacingIdentifier(_ name: String, in text: String, with replacement: String) -> String {
        let characters = Array(text)
        let target = Array(name)
        var result = ""
        var index = 0
        func isIdentifier(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
        while index < characters.count {
            let end = index + target.count
            if end <= characters.count, Array(characters[index..<end]) == target,
               index == 0 || (!isIdentifier(characters[index - 1]) && characters[index - 1] != "."),
               end == characters.count || !isIdentifier(characters[end]) {
                result += replacement
                index = end
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        return result
    }
}

extension TypeShape {
    /// The shape with `rewrite` applied to each spelling of the type.
    func rewritten(_ rewrite: (String) -> String) -> TypeShape {
        var shape = self
        shape.text = rewrite(text)
        shape.storage = rewrite(storage)
        shape.autoclosureValue = autoclosureValue.map(rewrite)
        shape.unwrapped = rewrite(unwrapped)
        shape.closureParameter = rewrite(closureParameter)
        shape.identifiers = Set(identifiers.map(rewrite))
        return shape
    }
}

extension ParameterRequirement {
    /// The parameter with `rewrite` applied to its type; its written source, which names the
    /// mock's properties, stays as the protocol spells it.
    func rewritten(_ rewrite: (String) -> String) -> ParameterRequirement {
        var parameter = self
        parameter.type = type.rewritten(rewrite)
        return parameter
    }
}

extension MethodRequirement {
    /// The method with `rewrite` applied to its types, generic clause and where clause; its
    /// properties' names stay those of the protocol's spelling.
    func rewritten(_ rewrite: (String) -> String) -> MethodRequirement {
        var method = self
        method.spelledPrefix = spelledPrefix ?? SourceryNaming.prefix(for: self)
        method.parameters = parameters.map { $0.rewritten(rewrite) }
        method.returnType = returnType?.rewritten(rewrite)
        method.genericClause = genericClause.map(rewrite)
        method.whereClause = whereClause.map(rewrite)
        return method
    }
}
