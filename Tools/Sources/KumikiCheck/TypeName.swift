/// A type name as a dictionary key, hashed with ``ContentHasher`` and compared
/// as UTF-8 bytes.
///
/// The rules look up the kind and layer of every type a file names; with `String`
/// keys, SipHash over each name was most of what those lookups cost. Names are
/// compared as bytes, like the compiler compares identifiers, and so that equal
/// keys always hash alike.
struct TypeName: Hashable, Sendable {
    /// The name as written.
    let name: String

    init(_ name: String) {
        self.name = name
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(name.withUTF8Bytes { bytes in
            var contentHasher = ContentHasher()
            contentHasher.combine(bytes)
            return contentHasher.digest
        })
    }

    static func == (lhs: TypeName, rhs: TypeName) -> Bool {
        // A dictionary compares the key with every occupied bucket it probes: most are
        // another length, which `hasSameUTF8(as:)` checks first.
        lhs.name.hasSameUTF8(as: rhs.name)
    }
}
