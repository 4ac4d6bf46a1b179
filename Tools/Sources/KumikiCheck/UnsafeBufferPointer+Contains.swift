import Foundation

extension UnsafeBufferPointer<UInt8> {
    /// Whether these bytes contain `marker`'s UTF-8 bytes: `memchr` for its first byte, then
    /// `memcmp`, because markers are looked for in every file and `String.contains` cost
    /// thousands of instructions per call.
    func contains(_ marker: StaticString) -> Bool {
        guard let base = baseAddress else { return false }
        let length = marker.utf8CodeUnitCount
        var offset = 0
        while offset + length <= count,
              let found = memchr(base + offset, Int32(marker.utf8Start.pointee), count - offset - length + 1) {
            let position = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            if memcmp(base + position, marker.utf8Start, length) == 0 { return true }
            offset = position + 1
        }
        return false
    }
}
