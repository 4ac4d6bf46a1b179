import KumikiSourceFiles

/// Finds names by their UTF-8 bytes in a ``FileFacts/NameList``: an open-addressing
/// hash table of indices into the list, so each distinct name is stored once.
///
/// The collector asks for a name at every type reference, mostly the same few,
/// and the rules look up every referenced name among the project's types; a hash
/// of the bytes finds a name without making or comparing a `String` (making one
/// per mention, then encoding and freeing it, cost more).
struct NameTable: Sendable {
    /// A hash-table slot: the low bits of the name's digest and its index plus one (`0` when empty).
    private struct Slot {
        var digest: UInt32
        var indexPlusOne: UInt32
    }

    private var slots: [Slot]
    /// `64 - log2(slots.count)`: the digest's top bits pick the first slot to probe.
    private var shift: UInt64
    /// How full the table may get before it grows: `1 / loadDivisor`.
    private let loadDivisor: Int

    /// An empty table with room for `capacity` names, kept at most `1 / loadDivisor` full
    /// (a table asked mostly for names it lacks wants it emptier: a miss probes to an empty slot).
    init(capacity: Int = 16, loadDivisor: Int = 2) {
        var count = 16
        while count < capacity * loadDivisor { count *= 2 }
        slots = Array(repeating: Slot(digest: 0, indexPlusOne: 0), count: count)
        shift = UInt64(64 - count.trailingZeroBitCount)
        self.loadDivisor = loadDivisor
    }

    /// The name whose UTF-8 bytes are `text` in `names`, appended to them the first time.
    /// `names` must be the list every earlier call was given, and only this table adds to it.
    mutating func name(_ text: UnsafeBufferPointer<UInt8>, in names: inout FileFacts.NameList) -> FileFacts.Name {
        let digest = Self.digest(of: text)
        let (found, slot) = probe(text, digest: digest, in: names)
        if let found { return found }
        let name = names.append(text)
        slots[slot] = Slot(digest: UInt32(truncatingIfNeeded: digest), indexPlusOne: UInt32(truncatingIfNeeded: names.count))
        if names.count * loadDivisor > slots.count { grow(names) }
        return name
    }

    /// The name `text`, for names that are not a token's text (a module path, a type written out).
    mutating func name(_ text: String, in names: inout FileFacts.NameList) -> FileFacts.Name {
        text.withUTF8Bytes { name($0, in: &names) }
    }

    /// The name whose UTF-8 bytes are `text`, if `names` has it.
    func existingName(_ text: UnsafeBufferPointer<UInt8>, in names: FileFacts.NameList) -> FileFacts.Name? {
        probe(text, digest: Self.digest(of: text), in: names).found
    }

    /// The name `text` if it is in the table, else the empty slot where it would go.
    private func probe(
        _ text: UnsafeBufferPointer<UInt8>, digest: UInt64, in names: FileFacts.NameList
    ) -> (found: FileFacts.Name?, slot: Int) {
        var slot = firstSlot(for: digest)
        while slots[slot].indexPlusOne != 0 {
            let index = Int(slots[slot].indexPlusOne) - 1
            if slots[slot].digest == UInt32(truncatingIfNeeded: digest), names.withBytes(at: index, { $0.hasSameBytes(as: text) }) {
                return (FileFacts.Name(index: index), slot)
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        return (nil, slot)
    }

    private func firstSlot(for digest: UInt64) -> Int {
        // Multiplied first: the digest's low bits are its weakest, and the top bits are the ones kept.
        Int(truncatingIfNeeded: (digest &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    private static func digest(of text: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hasher = ContentHasher()
        hasher.combine(text)
        return hasher.digest
    }

    /// Rebuilds the slots at twice the size, when there are more names than the capacity asked for.
    private mutating func grow(_ names: FileFacts.NameList) {
        var larger = NameTable(capacity: names.count * 2, loadDivisor: loadDivisor)
        for index in names.indices {
            let digest = names.withBytes(at: index) { Self.digest(of: $0) }
            var slot = larger.firstSlot(for: digest)
            while larger.slots[slot].indexPlusOne != 0 { slot = (slot + 1) & (larger.slots.count - 1) }
            larger.slots[slot] = Slot(digest: UInt32(truncatingIfNeeded: digest), indexPlusOne: UInt32(truncatingIfNeeded: index + 1))
        }
        self = larger
    }
}
