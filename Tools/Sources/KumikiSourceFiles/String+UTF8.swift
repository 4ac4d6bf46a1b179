import Foundation

extension String {
    /// Calls `body` with the string's UTF-8 bytes, copied only for a string not stored as UTF-8.
    @inlinable package func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(utf8).withUnsafeBufferPointer(body)
    }

    /// Whether `self` and `other` are the same UTF-8 bytes. Unlike `==`, which calls
    /// canonically equivalent spellings equal, this never calls two different file or
    /// type names equal.
    @inlinable package func hasSameUTF8(as other: String) -> Bool {
        // One representation (the same small string, or one shared storage) holds one set of
        // bytes: checked first, as `==` does, because shared names are the common case.
        if unsafeBitCast(self, to: (UInt64, UInt64).self) == unsafeBitCast(other, to: (UInt64, UInt64).self) { return true }
        guard utf8.count == other.utf8.count else { return false }
        return other.withUTF8Bytes { hasUTF8($0) }
    }

    /// Whether the string's UTF-8 bytes are exactly `bytes`.
    @inlinable package func hasUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        utf8.count == bytes.count && withUTF8Bytes { $0.hasSameBytes(as: bytes) }
    }

    /// Whether `self` sorts before `other` by UTF-8 bytes, the order consistent with ``hasSameUTF8(as:)``.
    @inlinable package func precedesInUTF8Order(_ other: String) -> Bool {
        // Not through `withUTF8Bytes`: sorting paths compares thousands of pairs, and keeping
        // the fallback's closure alive retained `other` for each comparison.
        let order = utf8.withContiguousStorageIfAvailable { left in
            other.utf8.withContiguousStorageIfAvailable { right in
                let common = Swift.min(left.count, right.count)
                let difference = common == 0 ? 0 : memcmp(left.baseAddress.unsafelyUnwrapped, right.baseAddress.unsafelyUnwrapped, common)
                return difference != 0 ? difference < 0 : left.count < right.count
            }
        }
        return (order ?? nil) ?? utf8.lexicographicallyPrecedes(other.utf8)
    }
}
