/// The kind and layer of every type a project declares, looked up by name.
///
/// The rules look up every type name a file mentions, and most of those names
/// (`String`, `URL`…) are not the project's. A `Dictionary` hashed each name with
/// SipHash for every lookup, and built serially after all files were analysed,
/// it kept a core idle. This table probes by the name's ``ContentHasher`` digest,
/// compares digests before bytes, and compares names as UTF-8 bytes, like the
/// compiler compares identifiers (so `String`'s canonical equivalence never calls
/// two different names equal). Names are kept as bytes too, in a
/// ``FileFacts/NameList``: a facts' name is declared and looked up without a `String`.
struct TypeTable: Sendable {
    /// What the project says about one type name.
    struct Entry: Sendable {
        /// `class`, `struct`, `enum`, `protocol` or `actor`: the first declaration's.
        let kind: FileFacts.DeclaredType.Kind
        /// The layer of the first declaration that has one.
        var layer: String?
    }

    /// A hash-table slot: the entry's digest, and its index in ``entries`` (`-1` when empty).
    private struct Slot {
        var digest: UInt64
        var index: Int32
    }

    /// The declared names, in the order first declared; `names[i]` is the name of `entries[i]`.
    private(set) var names = FileFacts.NameList()
    /// The entries, in the order they were first declared.
    private(set) var entries: [Entry] = []
    private var slots: [Slot]
    /// `64 - log2(slots.count)`: the digest's top bits pick the first slot to probe.
    private let shift: UInt64

    /// An empty table with room for `capacity` names.
    init(capacity: Int) {
        // At most a quarter full: a miss, the usual lookup, then ends at an empty slot within a probe or two.
        var count = 16
        while count < capacity * 4 { count *= 2 }
        slots = Array(repeating: Slot(digest: 0, index: -1), count: count)
        shift = UInt64(64 - count.trailingZeroBitCount)
        entries.reserveCapacity(capacity)
        names.reserveCapacity(capacity, averageLength: 20)
    }

    /// Records a declaration of `name`. The first declaration's kind stays; a layer
    /// fills in only where earlier declarations had none.
    mutating func declare(_ name: String, kind: FileFacts.DeclaredType.Kind, layer: String?) {
        name.withUTF8Bytes { declare($0, kind: kind, layer: layer) }
    }

    /// Records a declaration of the type whose name is the UTF-8 bytes `name`.
    mutating func declare(_ name: UnsafeBufferPointer<UInt8>, kind: FileFacts.DeclaredType.Kind, layer: @autoclosure () -> String?) {
        let digest = Self.digest(of: name)
        var slot = firstSlot(for: digest)
        while slots[slot].index >= 0 {
            let index = Int(slots[slot].index)
            if slots[slot].digest == digest, names.withBytes(at: index, { $0.hasSameBytes(as: name) }) {
                if entries[index].layer == nil { entries[index].layer = layer() }
                return
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        slots[slot] = Slot(digest: digest, index: Int32(entries.count))
        _ = names.append(name)
        entries.append(Entry(kind: kind, layer: layer()))
        if entries.count * 2 > slots.count { grow() }
    }

    /// The kind of the project's type called `name`, if it declares one.
    func kind(of name: String) -> FileFacts.DeclaredType.Kind? {
        name.withUTF8Bytes { kind(of: $0) }
    }

    /// The kind of the project's type whose name is the UTF-8 bytes `name`, if it declares one.
    func kind(of name: UnsafeBufferPointer<UInt8>) -> FileFacts.DeclaredType.Kind? {
        index(named: name).map { entries[$0].kind }
    }

    /// The layer of the project's type called `name`, if it has one.
    func layer(of name: String) -> String? {
        name.withUTF8Bytes { layer(of: $0) }
    }

    /// The layer of the project's type whose name is the UTF-8 bytes `name`, if it has one.
    func layer(of name: UnsafeBufferPointer<UInt8>) -> String? {
        index(named: name).flatMap { entries[$0].layer }
    }

    /// Where the entry for `name` is in ``entries``: an index, so that a lookup copies
    /// only the field it reads, not the whole entry.
    private func index(named name: UnsafeBufferPointer<UInt8>) -> Int? {
        let digest = Self.digest(of: name)
        var slot = firstSlot(for: digest)
        while slots[slot].index >= 0 {
            let index = Int(slots[slot].index)
            if slots[slot].digest == digest, names.withBytes(at: index, { $0.hasSameBytes(as: name) }) { return index }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    private func firstSlot(for digest: UInt64) -> Int {
        // Multiplied first: the digest's low bits are its weakest, and the top bits are the ones kept.
        Int(truncatingIfNeeded: (digest &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    private static func digest(of name: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hasher = ContentHasher()
        hasher.combine(name)
        return hasher.digest
    }

    /// Rebuilds the slots at four times the entries, when declarations outgrow the capacity asked for.
    private mutating func grow() {
        var larger = TypeTable(capacity: entries.count * 2)
        for index in entries.indices {
            names.withBytes(at: index) { larger.declare($0, kind: entries[index].kind, layer: entries[index].layer) }
        }
        self = larger
    }
}
