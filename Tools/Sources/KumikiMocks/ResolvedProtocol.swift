/// A marked protocol with everything its mock must implement: its own requirements and
/// those of the protocols it inherits, wherever in the scanned sources they are declared.
struct ResolvedProtocol {
    /// The protocol as declared.
    var declaration: MockableProtocol
    /// The mock class's name (`ProductRepositoryProtocolMock`).
    var mockName: String
    /// The protocol as the mock's conformance names it: with its module where the generated file
    /// imports that module (`MCP.Notification`), since another imported module may declare the
    /// same name (Foundation's `Notification`), unless the module holds a type of its own name.
    var conformance: String
    /// Whether the protocol, or one it inherits, is bound to the main actor.
    var isMainActor: Bool
    /// Whether the protocol, or one it inherits, requires `Sendable`.
    var isSendable: Bool
    /// Whether the protocol refines `Actor`: its mock is an actor.
    var isActor: Bool
    /// Whether the protocol refines `NSObjectProtocol` (as UIKit's delegates do): its mock is an `NSObject`.
    var isObject: Bool
    /// The names of every protocol in the inheritance chain, resolved or not.
    var inheritedNames: Set<String>
    /// The names of the protocols in the inheritance chain declared in the scanned sources.
    var resolvedParents: Set<String> = []
    /// The imports of the files that declare the protocol and those it inherits: what the
    /// requirements' types may come from.
    var imports: [SourceImport]
    /// Whether the mock is a `final` class: a requirement naming `Self` is met by the mock's own
    /// type only in a class nothing can subclass, and a `Sendable` one is unchecked only there.
    var isFinal = false
    /// The sources' type aliases of function types, whose parameters do not escape.
    var closureAliases: Set<String> = []
    /// The sources' types that cannot be copied, whose values are handed on but never kept.
    var unstorableTypes: Set<String> = []
    /// Every associated type, own and inherited, each once: the mock's generic parameters, unless
    /// ``typeAliases`` names them.
    var associatedTypes: [AssociatedTypeRequirement]
    /// The concrete type of each associated type, when the mock is one type rather than a
    /// generic one (a generic class cannot hold the static state static requirements need).
    var typeAliases: [(name: String, type: String)] = []
    /// Every property requirement, own first, then inherited ones, each once.
    var properties: [PropertyRequirement]
    /// Every method requirement, own first, then inherited ones, each once.
    var methods: [MethodRequirement]
    /// Every initializer requirement.
    var initializers: [InitializerRequirement]
    /// Every subscript requirement.
    var subscripts: [SubscriptRequirement]
    /// The type aliases the protocol and those it inherits declare among their requirements.
    var memberTypeAliases: [String: String] = [:]
    /// The `where` clauses of the protocol and those it inherits, without `where`.
    var whereClauses: [String] = []
    /// The types the protocol and those it inherits fix their associated types to, by the
    /// associated type's name: `where Element == Int`, or `Collection<String>` in an inheritance clause.
    var sameTypes: [String: String] = [:]

    /// Gathers `declaration`'s requirements through its inheritance, looking parents up in `protocols`.
    init(_ declaration: MockableProtocol, protocols: [String: MockableProtocol]) {
        self.declaration = declaration
        mockName = declaration.name.replacingOccurrences(of: ".", with: "") + "Mock"
        conformance = declaration.name
        var chain: [MockableProtocol] = []
        var seen: Set<String> = []
        var pending = [declaration]
        var inherited: Set<String> = []
        var parents: Set<String> = []
        var sameTypes: [String: String] = [:]
        var whereClauses: [String] = []
        while !pending.isEmpty {
            let next = pending.removeFirst()
            guard seen.insert(next.name).inserted else { continue }
            chain.append(next)
            memberTypeAliases.merge(next.memberTypeAliases) { first, _ in first }
            if let clause = next.whereClause { whereClauses.append(clause) }
            for requirement in Self.topLevelParts(of: next.whereClause ?? "") {
                let sides = requirement.components(separatedBy: "==").map { $0.trimmingCharacters(in: .whitespaces) }
                guard sides.count == 2 else { continue }
                let name = sides[0].hasPrefix("Self.") ? String(sides[0].dropFirst(5)) : sides[0]
                if sameTypes[name] == nil { sameTypes[name] = sides[1] }
            }
            for parent in next.inherited {
                let name = ResolvedProtocol.baseName(parent)
                inherited.insert(name)
                let primary = protocols[name]?.primaryAssociatedTypes ?? Self.standardPrimaryAssociatedTypes[name] ?? []
                for (type, argument) in zip(primary, Self.genericArguments(of: parent)) where sameTypes[type] == nil {
                    sameTypes[type] = argument
                }
                // Another module's protocol may be written with its module's name (`ServiceLifecycle.Service`).
                if let found = protocols[name] ?? protocols[Self.shortName(name)] {
                    pending.append(found)
                    parents.insert(name)
                }
            }
        }
        isMainActor = chain.contains(where: \.isMainActor)
        // Error refines Sendable, and so does every actor.
        isSendable = inherited.contains("Sendable") || inherited.contains("Error") || inherited.contains("Actor")
        isActor = inherited.contains("Actor")
        isObject = inherited.contains("NSObjectProtocol")
        // An import of a parent read from another module's sources matters only when that module's
        // public requirements can name its types: a public one.
        var imports: [SourceImport] = []
        for member in chain {
            for found in member.imports where !member.isFromDependency || found.accessLevel == nil || found.accessLevel == "public" {
                if !imports.contains(found) { imports.append(found) }
            }
        }
        self.imports = imports
        var associatedTypes: [AssociatedTypeRequirement] = []
        var properties: [PropertyRequirement] = []
        var methods: [MethodRequirement] = []
        var initializers: [InitializerRequirement] = []
        var subscripts: [SubscriptRequirement] = []
        var keys: Set<String> = []
        // A requirement under one #if condition is another than the same one under another.
        func key(_ text: String, _ condition: String?) -> String { condition.map { "#if \($0) " + text } ?? text }
        for member in chain {
            for type in member.associatedTypes where keys.insert("associatedtype " + type.name).inserted {
                associatedTypes.append(type)
            }
            for property in member.properties where keys.insert(key((property.isStatic ? "static var " : "var ") + property.name, property.condition)).inserted {
                properties.append(property)
            }
            for method in member.methods where keys.insert(key((method.isStatic ? "static func " : "func ") + SourceryNaming.prefix(for: method), method.condition)).inserted {
                methods.append(method)
            }
            for initializer in member.initializers where keys.insert(key(SourceryNaming.prefix(for: initializer), initializer.condition)).inserted {
                initializers.append(initializer)
            }
            for element in member.subscripts where keys.insert(key("subscript " + SourceryNaming.prefix(for: element.getter), element.getter.condition)).inserted {
                subscripts.append(element)
            }
        }
        self.associatedTypes = associatedTypes
        self.properties = properties
        self.methods = methods
        self.initializers = initializers
        self.subscripts = subscripts
        inheritedNames = inherited
        resolvedParents = parents
        self.sameTypes = sameTypes
        self.whereClauses = whereClauses
    }

    /// The primary associated types of the standard library's protocols, which an inheritance
    /// clause fixes by writing `Collection<String>`.
    static let standardPrimaryAssociatedTypes: [String: [String]] = [
        "Sequence": ["Element"], "Collection": ["Element"], "BidirectionalCollection": ["Element"],
        "RandomAccessCollection": ["Element"], "IteratorProtocol": ["Element"],
        "AsyncSequence": ["Element", "Failure"], "AsyncIteratorProtocol": ["Element", "Failure"],
    ]

    /// The generic arguments written after a protocol's name (`String` for `Collection<String>`).
    static func genericArguments(of written: String) -> [String] {
        guard let open = written.firstIndex(of: "<"), let close = written.lastIndex(of: ">"), open < close else { return [] }
        return topLevelParts(of: String(written[written.index(after: open)..<close]))
    }

    /// `text` split at the commas outside brackets (`A == B, C: D<E, F>` in two).
    static func topLevelParts(of text: String) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        for character in text {
            switch character {
            case "<", "(", "[": depth += 1
            // The arrow of a function type closes nothing.
            case ">" where current.last == "-": break
            case ">", ")", "]": depth -= 1
            case "," where depth == 0:
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(current.trimmingCharacters(in: .whitespaces)) }
        return parts
    }

    /// `Foo` for `Foo<Bar>` (a primary associated type) and `Outer.Foo` as written otherwise.
    static func baseName(_ written: String) -> String {
        String(written.prefix { $0 != "<" }).trimmingCharacters(in: .whitespaces)
    }

    /// The last component of a qualified name (`Service` for `ServiceLifecycle.Service`).
    static func shortName(_ name: String) -> String {
        String(name.split(separator: ".").last ?? Substring(name))
    }
}
