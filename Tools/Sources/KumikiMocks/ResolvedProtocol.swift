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
    /// Every associated type, own and inherited, each once: the mock's generic parameters.
    var associatedTypes: [AssociatedTypeRequirement]
    /// Every property requirement, own first, then inherited ones, each once.
    var properties: [PropertyRequirement]
    /// Every method requirement, own first, then inherited ones, each once.
    var methods: [MethodRequirement]
    /// Every initializer requirement.
    var initializers: [InitializerRequirement]

    /// Gathers `declaration`'s requirements through its inheritance, looking parents up in `protocols`.
    init(_ declaration: MockableProtocol, protocols: [String: MockableProtocol]) {
        self.declaration = declaration
        mockName = declaration.name.replacingOccurrences(of: ".", with: "") + "Mock"
        var chain: [MockableProtocol] = []
        var seen: Set<String> = []
        var pending = [declaration]
        var inherited: Set<String> = []
        while !pending.isEmpty {
            let next = pending.removeFirst()
            guard seen.insert(next.name).inserted else { continue }
            chain.append(next)
            for parent in next.inherited {
                let name = ResolvedProtocol.baseName(parent)
                inherited.insert(name)
                if let found = protocols[name] { pending.append(found) }
            }
        }
        isMainActor = chain.contains(where: \.isMainActor)
        isSendable = inherited.contains("Sendable")
        var associatedTypes: [AssociatedTypeRequirement] = []
        var properties: [PropertyRequirement] = []
        var methods: [MethodRequirement] = []
        var initializers: [InitializerRequirement] = []
        var keys: Set<String> = []
        for member in chain {
            for type in member.associatedTypes where keys.insert("associatedtype " + type.name).inserted {
                associatedTypes.append(type)
            }
            for property in member.properties where keys.insert((property.isStatic ? "static var " : "var ") + property.name).inserted {
                properties.append(property)
            }
            for method in member.methods where keys.insert((method.isStatic ? "static func " : "func ") + SourceryNaming.prefix(for: method)).inserted {
                methods.append(method)
            }
            for initializer in member.initializers where keys.insert(SourceryNaming.prefix(for: initializer)).inserted {
                initializers.append(initializer)
            }
        }
        self.associatedTypes = associatedTypes
        self.properties = properties
        self.methods = methods
        self.initializers = initializers
        inheritedNames = inherited
    }

    /// `Foo` for `Foo<Bar>` (a primary associated type) and `Outer.Foo` as written otherwise.
    static func baseName(_ written: String) -> String {
        String(written.prefix { $0 != "<" }).trimmingCharacters(in: .whitespaces)
    }
}
