/// Finds the names of one file's facts by their bytes while they are collected,
/// so each distinct name is stored once in ``FileFacts/names``.
///
/// The collector asks for a name at every type reference, mostly the same few;
/// a hash of the bytes finds the first one again without making or comparing a
/// `String` (making one per mention, then encoding and freeing it, cost more).
struct NameTable {
    /// A hash-table slot: the low bits of the name's digest and its index plus one (`0` when empty).
    private struct Slot {
        var digest: UInt32
        var indexPlusOne: UInt32
    }

    private var slots: [Slot]
    /// `64 - log2(slots.count)`: the digest's top bits pick the first slot to probe.
    private var shift: UInt64

    /// An empty table with room for `capacity` names before it grows.
    init(capacity: Int = 16) {
        var count = 16
        while count < capacity * 2 { count *= 2 }
        slots = Array(repeating: Slot(digest: 0, indexPlusOne: 0), count: count)
        shift = UInt64(64 - count.trailingZeroBitCount)
    }

    /// The name whose UTF-8 bytes are `text` in `names`, appended to them the first time.
    /// `names` must be the list every earlier call was given, and only this table adds to it.
    mutating func name(_ text: UnsafeBufferPointer<UInt8>, in names: inout FileFacts.NameList) -> FileFacts.Name {
        let digest = Self.digest(of: text)
        var slot = firstSlot(for: digest)
        while slots[slot].indexPlusOne != 0 {
            let index = Int(slots[slot].indexPlusOne) - 1
            if slots[slot].digest == UInt32(truncatingIfNeeded: digest), names.withBytes(at: index, { $0.hasSameBytes(as: text) }) {
                return FileFacts.Name(index: index)
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        let name = names.append(text)
        slots[slot] = Slot(digest: UInt32(truncatingIfNeeded: digest), indexPlusOne: UInt32(truncatingIfNeeded: names.count))
        if names.count * 2 > slots.count { grow(names) }
        return name
    }

    /// The name `text`, for names that are not a token's text (a module path, a type written out).
    mutating func name(_ text: String, in names: inout FileFacts.NameList) -> FileFacts.Name {
        text.withUTF8Bytes { name($0, in: &names) }
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

    /// Rebuilds the slots at twice the size, when a file names more than the capacity asked for.
    private mutating func grow(_ names: FileFacts.NameList) {
        var larger = NameTable(capacity: names.count * 2)
        for index in names.indices {
            let digest = names.withBytes(at: index) { Self.digest(of: $0) }
            var slot = larger.firstSlot(for: digest)
            while larger.slots[slot].indexPlusOne != 0 { slot = (slot + 1) & (larger.slots.count - 1) }
            larger.slots[slot] = Slot(digest: UInt32(truncatingIfNeeded: digest), indexPlusOne: UInt32(truncatingIfNeeded: index + 1))
        }
        self = larger
    }
}
