import Foundation

extension UnsafeBufferPointer<UInt8> {
    /// Whether these bytes contain `marker`'s UTF-8 bytes.
    func contains(_ marker: StaticString) -> Bool {
        firstOffset(of: marker, from: 0) != nil
    }

    /// Where `marker`'s UTF-8 bytes first occur at or after `start`: `memchr` for its first
    /// byte, then `memcmp`, because markers are looked for in every file and `String.contains`
    /// cost thousands of instructions per call.
    func firstOffset(of marker: StaticString, from start: Int) -> Int? {
        guard let base = baseAddress else { return nil }
        let length = marker.utf8CodeUnitCount
        var offset = Swift.max(start, 0)
        while offset + length <= count,
              let found = memchr(base + offset, Int32(marker.utf8Start.pointee), count - offset - length + 1) {
            let position = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            if memcmp(base + position, marker.utf8Start, length) == 0 { return position }
            offset = position + 1
        }
        return nil
    }
}
