/// The member types a type of the project has without declaring them: what its conformances
/// provide (a protocol's associated types and typealiases) and what the classes it inherits from
/// declare inside them.
///
/// Swift looks an unqualified name up among the members of the enclosing type before the file's
/// and the modules' top-level types, and those members include what the type inherits. In
/// `struct Badge: ViewModifier { func body(content: Content) -> some View }`, `Content` is
/// `ViewModifier`'s associated type, whatever type of that name the project declares elsewhere.
struct InheritedMemberTypes: Sendable {
    /// For each type name, the names of the member types it inherits.
    private let provided: [String: Set<String>]
    /// For each type name, the project's classes and protocols it inherits from, directly or not, nearest first.
    private let ancestors: [String: [String]]

    /// Nothing inherited anywhere.
    static let none = InheritedMemberTypes(provided: [:], ancestors: [:])

    private init(provided: [String: Set<String>], ancestors: [String: [String]]) {
        self.provided = provided
        self.ancestors = ancestors
    }

    /// Collects what every type of `files` inherits, through every declaration and extension of it.
    init(files: [FileFacts]) {
        // Every declaration and extension of a name adds to what it inherits; a protocol's body adds what it provides.
        var inherited: [String: [String]] = [:]
        var declaredByProtocol: [String: Set<String>] = [:]
        var projectTypes: Set<String> = []
        for file in files {
            for type in file.types {
                let name = file[type.name]
                if type.kind != .extension { projectTypes.insert(name) }
                if !type.inherited.isEmpty {
                    // Simplified once here: the walk below visits each name once per type that inherits it.
                    inherited[name, default: []] += type.inherited.map { Self.simpleName(file[$0]) }.filter { !$0.isEmpty }
                }
                if type.kind == .protocol, let scope = type.scope, file.scopes.indices.contains(scope) {
                    declaredByProtocol[name, default: []].formUnion(file.scopes[scope].shadows.map { file[$0] })
                }
            }
        }
        var provided: [String: Set<String>] = [:]
        var ancestors: [String: [String]] = [:]
        for name in inherited.keys {
            var names: Set<String> = []
            var chain: [String] = []
            var seen: Set<String> = [name]
            var pending = inherited[name] ?? []
            var head = 0
            // Breadth first over what it inherits, so the nearest ancestor's member comes first.
            while head < pending.count {
                let next = pending[head]
                head += 1
                guard seen.insert(next).inserted else { continue }
                names.formUnion(KnownProtocols.memberTypes[next] ?? [])
                names.formUnion(declaredByProtocol[next] ?? [])
                if projectTypes.contains(next) { chain.append(next) }
                pending += inherited[next] ?? []
            }
            if !names.isEmpty { provided[name] = names }
            if !chain.isEmpty { ancestors[name] = chain }
        }
        self.init(provided: provided, ancestors: ancestors)
    }

    /// Whether any type inherits a member type, so a lookup can skip asking.
    var isEmpty: Bool { provided.isEmpty }

    /// Whether the type called `type` inherits a member type called `name` from a conformance.
    func inherits(_ name: String, into type: String) -> Bool {
        provided[type]?.contains(name) ?? false
    }

    /// The project's types that `type` inherits from, nearest first.
    func ancestors(of type: String) -> [String] {
        ancestors[type] ?? []
    }

    /// `SwiftUI.View` → `View`, `Collection<Int>` → `Collection`, `any P` → `P`: the name a conformance is looked up by.
    static func simpleName(_ written: String) -> String {
        // Most conformances are written as a bare name; only those with spaces, dots, generics or
        // attributes need the slower character walk.
        if written.utf8.allSatisfy({ $0 == UInt8(ascii: "_") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) {
            return written
        }
        var text = Substring(written)
        for prefix in ["any ", "some ", "@unchecked ", "@preconcurrency ", "@MainActor ", "~"] where text.hasPrefix(prefix) {
            text = text.dropFirst(prefix.count)
        }
        if let generic = text.firstIndex(of: "<") { text = text[..<generic] }
        if let dot = text.lastIndex(of: ".") { text = text[text.index(after: dot)...] }
        return String(text.filter { $0 != " " })
    }
}
