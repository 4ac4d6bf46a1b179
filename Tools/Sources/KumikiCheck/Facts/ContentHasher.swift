import Foundation
import KumikiSourceFiles

/// A 64-bit hash of file contents for cache keys, not a security measure:
/// FNV-1a's multiply, taken eight bytes at a time with an xor-shift to carry
/// the high bits down, because hashing a byte at a time cost a few percent of a
/// parse on every file of every run.
struct ContentHasher {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// Hashes a string's UTF-8 bytes.
    mutating func combine(_ string: String) {
        string.withUTF8Bytes { combine($0) }
    }

    /// Hashes a number's eight bytes.
    mutating func combine(_ word: UInt64) {
        withUnsafeBytes(of: word.littleEndian) { combine($0.bindMemory(to: UInt8.self)) }
    }

    mutating func combine(_ bytes: UnsafeBufferPointer<UInt8>) {
        var value = self.value
        let raw = UnsafeRawBufferPointer(bytes)
        var offset = 0
        while offset + 8 <= raw.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            value = (value ^ word) &* Self.prime
            value ^= value >> 29
            offset += 8
        }
        while offset < raw.count {
            value = (value ^ UInt64(raw[offset])) &* Self.prime
            offset += 1
        }
        // The length ends the input, so "ab" + "c" and "a" + "bc" differ.
        self.value = (value ^ UInt64(raw.count)) &* Self.prime
    }

    /// The hash so far.
    var digest: UInt64 { value }

    var hex: String { String(value, radix: 16) }
}
