/// The member types a type of the project has without declaring them: what its conformances
/// provide (a protocol's associated types and typealiases) and what the classes it inherits from
/// declare inside them.
///
/// Swift looks an unqualified name up among the members of the enclosing type before the file's
/// and the modules' top-level types, and those members include what the type inherits. In
/// `struct Badge: ViewModifier { func body(content: Content) -> some View }`, `Content` is
/// `ViewModifier`'s associated type, whatever type of that name the project declares elsewhere.
///
/// It is built once per check over every type of the project, serially, so names are interned as
/// bytes (no `String` made for a plain name, no SipHash) and the walk runs over integer ids: with
/// `String` sets and dictionaries it was a third of the model's construction on many small files.
struct InheritedMemberTypes: Sendable {
    /// Every name met: types, what they inherit, the member types those provide.
    private var names = FileFacts.NameList()
    private var table = NameTable(capacity: 256, loadDivisor: 4)
    /// For each name's id, the ids of the member types it inherits, each once.
    private var provided: [[Int32]] = []
    /// For each name's id, the project's classes and protocols it inherits from, directly or not, nearest first.
    private var ancestors: [[Int32]] = []
    /// Whether no type inherits a member type, so a lookup can skip asking.
    private(set) var isEmpty = true

    /// Nothing inherited anywhere.
    static let none = InheritedMemberTypes()

    private init() {}

    /// Collects what every type of `files` inherits, through every declaration and extension of it.
    init(files: [FileFacts]) {
        // Every declaration and extension of a name adds to what it inherits; a protocol's body adds what it provides.
        var inherited: [[Int32]] = []
        var declaredByProtocol: [[Int32]] = []
        var isProjectType: [Bool] = []
        func id(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
            let name = table.name(bytes, in: &names)
            if name.index == inherited.count {
                inherited.append([])
                declaredByProtocol.append([])
                isProjectType.append(false)
            }
            return Int32(truncatingIfNeeded: name.index)
        }
        func id(_ text: String) -> Int32 { text.withUTF8Bytes { id($0) } }
        for file in files {
            for type in file.types {
                let typeID = file.withBytes(of: type.name) { id($0) }
                if type.kind != .extension { isProjectType[Int(typeID)] = true }
                for written in type.inherited {
                    // Most conformances are written as a bare name: interned from the file's bytes as they are.
                    let simple = file.withBytes(of: written) { bytes -> Int32? in
                        Self.isPlainIdentifier(bytes) ? id(bytes) : nil
                    } ?? {
                        let name = Self.simpleName(file[written])
                        return name.isEmpty ? nil : id(name)
                    }()
                    if let simple { inherited[Int(typeID)].append(simple) }
                }
                if type.kind == .protocol, let scope = type.scope, file.scopes.indices.contains(scope) {
                    for shadow in file.scopes[scope].shadows {
                        let member = file.withBytes(of: shadow) { id($0) }
                        declaredByProtocol[Int(typeID)].append(member)
                    }
                }
            }
        }
        // What the SDK's protocols provide, for the names the project inherits from.
        var isInherited = [Bool](repeating: false, count: inherited.count)
        for list in inherited { for name in list { isInherited[Int(name)] = true } }
        var known: [[Int32]] = Array(repeating: [], count: inherited.count)
        for index in 0..<isInherited.count where isInherited[index] {
            guard let members = KnownProtocols.memberTypes[names[index]] else { continue }
            known[index] = members.sorted().map { id($0) }
        }
        let count = names.count
        provided = Array(repeating: [], count: count)
        ancestors = Array(repeating: [], count: count)
        // Stamps instead of sets: `seen[n] == stamp` marks a name visited in this type's walk, and
        // `given[m] == stamp` a member type already listed for it.
        var seen = [Int32](repeating: -1, count: count)
        var given = [Int32](repeating: -1, count: count)
        var pending: [Int32] = []
        for start in 0..<inherited.count where !inherited[start].isEmpty {
            let stamp = Int32(truncatingIfNeeded: start)
            seen[start] = stamp
            pending.removeAll(keepingCapacity: true)
            pending += inherited[start]
            var head = 0
            var members: [Int32] = []
            var chain: [Int32] = []
            // Breadth first over what it inherits, so the nearest ancestor's member comes first.
            while head < pending.count {
                let next = Int(pending[head])
                head += 1
                guard seen[next] != stamp else { continue }
                seen[next] = stamp
                for member in (next < known.count ? known[next] : []) + declaredByProtocol[next] where given[Int(member)] != stamp {
                    given[Int(member)] = stamp
                    members.append(member)
                }
                if isProjectType[next] { chain.append(Int32(truncatingIfNeeded: next)) }
                pending += inherited[next]
            }
            provided[start] = members
            ancestors[start] = chain
            if !members.isEmpty { isEmpty = false }
        }
    }


    /// Whether the type called `type` inherits a member type called `name` from a conformance.
    func inherits(_ name: String, into type: String) -> Bool {
        guard let typeID = existingID(type), !provided[typeID].isEmpty, let nameID = existingID(name) else { return false }
        return provided[typeID].contains(Int32(truncatingIfNeeded: nameID))
    }

    /// The project's types that `type` inherits from, nearest first.
    func ancestors(of type: String) -> [String] {
        guard let typeID = existingID(type) else { return [] }
        return ancestors[typeID].map { names[Int($0)] }
    }

    private func existingID(_ text: String) -> Int? {
        text.withUTF8Bytes { table.existingName($0, in: names)?.index }
    }

    /// Whether `bytes` is a bare identifier (letters, digits, `_`): a conformance looked up as written.
    private static func isPlainIdentifier(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        !bytes.isEmpty && bytes.allSatisfy { $0 == UInt8(ascii: "_") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
    }

    /// `SwiftUI.View` → `View`, `Collection<Int>` → `Collection`, `any P` → `P`: the name a conformance is looked up by.
    static func simpleName(_ written: String) -> String {
        if written.withUTF8Bytes({ isPlainIdentifier($0) }) { return written }
        var text = Substring(written)
        for prefix in ["any ", "some ", "@unchecked ", "@preconcurrency ", "@MainActor ", "~"] where text.hasPrefix(prefix) {
            text = text.dropFirst(prefix.count)
        }
        if let generic = text.firstIndex(of: "<") { text = text[..<generic] }
        if let dot = text.lastIndex(of: ".") { text = text[text.index(after: dot)...] }
        return String(text.filter { $0 != " " })
    }
}
