/// A marked protocol with everything its mock must implement: its own requirements and
/// those of the protocols it inherits, wherever in the scanned sources they are declared.
struct ResolvedProtocol {
    /// The protocol as declared.
    var declaration: MockableProtocol
    /// The mock class's name (`ProductRepositoryProtocolMock`).
    var mockName: String
    /// Whether the protocol, or one it inherits, is bound to the main actor.
    var isMainActor: Bool
    /// Whether the protocol, or one it inherits, requires `Sendable`.
    var isSendable: Bool
    /// The names of every protocol in the inheritance chain, resolved or not.
    var inheritedNames: Set<String>
    /// The names of the protocols in the inheritance chain declared in the scanned sources.
    var resolvedParents: Set<String> = []
    /// Whether the mock is a `final` class: a requirement naming `Self` is met by the mock's own
    /// type only in a class nothing can subclass.
    var isFinal = false
    /// The sources' type aliases of function types, whose parameters do not escape.
    var closureAliases: Set<String> = []
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
    var subscripts: [SubscriptRequirement]

    /// Gathers `declaration`'s requirements through its inheritance, looking parents up in `protocols`.
    init(_ declaration: MockableProtocol, protocols: [String: MockableProtocol]) {
        self.declaration = declaration
        mockName = declaration.name.replacingOccurrences(of: ".", with: "") + "Mock"
        var chain: [MockableProtocol] = []
        var seen: Set<String> = []
        var pending = [declaration]
        var inherited: Set<String> = []
        var parents: Set<String> = []
        while !pending.isEmpty {
            let next = pending.removeFirst()
            guard seen.insert(next.name).inserted else { continue }
            chain.append(next)
            for parent in next.inherited {
                let name = ResolvedProtocol.baseName(parent)
                inherited.insert(name)
                if let found = protocols[name] {
                    pending.append(found)
                    parents.insert(name)
                }
            }
        }
        isMainActor = chain.contains(where: \.isMainActor)
        // Error refines Sendable.
        isSendable = inherited.contains("Sendable") || inherited.contains("Error")
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
    }

    /// `Foo` for `Foo<Bar>` (a primary associated type) and `Outer.Foo` as written otherwise.
    static func baseName(_ written: String) -> String {
        String(written.prefix { $0 != "<" }).trimmingCharacters(in: .whitespaces)
    }
}
