import Foundation

/// Byte-level comparisons and searches on UTF-8 text, in one place: paths, names and
/// markers are compared as bytes on every file (with `memchr` and `memcmp`, because
/// the generic `elementsEqual` and `String.contains` stepped through them byte by byte).
extension UnsafeBufferPointer<UInt8> {
    /// Whether these bytes are exactly `other`'s.
    @inlinable package func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count == other.count else { return false }
        guard let base = baseAddress, let otherBase = other.baseAddress else { return true }
        return memcmp(base, otherBase, count) == 0
    }

    /// Whether these bytes start with `prefix`.
    @inlinable package func hasPrefix(_ prefix: UnsafeBufferPointer<UInt8>) -> Bool {
        count >= prefix.count && UnsafeBufferPointer(rebasing: self[..<prefix.count]).hasSameBytes(as: prefix)
    }

    /// Whether these bytes end with `suffix`.
    @inlinable package func hasSuffix(_ suffix: UnsafeBufferPointer<UInt8>) -> Bool {
        count >= suffix.count && UnsafeBufferPointer(rebasing: self[(count - suffix.count)...]).hasSameBytes(as: suffix)
    }

    /// Whether these bytes end with `suffix`'s UTF-8 bytes.
    @inlinable package func hasSuffix(_ suffix: StaticString) -> Bool {
        hasSuffix(UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount))
    }

    /// Whether these bytes contain `marker`'s UTF-8 bytes.
    @inlinable package func contains(_ marker: StaticString) -> Bool {
        firstOffset(of: marker, from: 0) != nil
    }

    /// Where `marker`'s UTF-8 bytes first occur at or after `start`: `memchr` for its first
    /// byte, then a comparison of the rest.
    @inlinable package func firstOffset(of marker: StaticString, from start: Int) -> Int? {
        guard let base = baseAddress else { return nil }
        let markerBytes = UnsafeBufferPointer(start: marker.utf8Start, count: marker.utf8CodeUnitCount)
        var offset = Swift.max(start, 0)
        while offset + markerBytes.count <= count,
              let found = memchr(base + offset, Int32(marker.utf8Start.pointee), count - offset - markerBytes.count + 1) {
            let position = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            if UnsafeBufferPointer(rebasing: self[position..<(position + markerBytes.count)]).hasSameBytes(as: markerBytes) {
                return position
            }
            offset = position + 1
        }
        return nil
    }

    /// Whether the byte at `index` ends a line (`\n`, or `\r` alone or before `\n`).
    @inlinable package func isLineBreak(at index: Int) -> Bool {
        self[index] == UInt8(ascii: "\n") || self[index] == UInt8(ascii: "\r")
    }

    /// The offset of the line break that ends the line holding `offset`, or `count` on the last line.
    @inlinable package func lineEnd(from offset: Int) -> Int {
        var end = offset
        while end < count, !isLineBreak(at: end) { end += 1 }
        return end
    }
}
