import Foundation

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
        hasher.combine(withBytes { bytes in
            var contentHasher = ContentHasher()
            contentHasher.combine(bytes)
            return contentHasher.digest
        })
    }

    static func == (lhs: TypeName, rhs: TypeName) -> Bool {
        // A dictionary compares the key with every occupied bucket it probes: most are another length.
        guard lhs.name.utf8.count == rhs.name.utf8.count else { return false }
        return lhs.withBytes { left in
            rhs.withBytes { right in left.isEmpty || memcmp(left.baseAddress.unsafelyUnwrapped, right.baseAddress.unsafelyUnwrapped, left.count) == 0 }
        }
    }

    /// Calls `body` with the name's UTF-8 bytes, copied only for strings not stored as UTF-8.
    private func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = name.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(name.utf8).withUnsafeBufferPointer(body)
    }
}
