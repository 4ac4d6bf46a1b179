import Foundation
import KumikiSourceFiles

/// The start of every line of a source file, to turn a UTF-8 offset into a
/// line and column the way swift-syntax's `SourceLocationConverter` does,
/// without walking the tree to find the line breaks.
struct LineTable {
    private var starts: [Int] = [0]

    /// Indexes the lines of `bytes`; lines end at `\n`, `\r\n` or `\r`.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        // Room for lines of 16 bytes on average: the table lives only while a file is analysed.
        starts.reserveCapacity(bytes.count / 16 + 2)
        // Almost every file uses `\n` alone: find those with the C library's vectorised `memchr`.
        if memchr(base, Int32(UInt8(ascii: "\r")), bytes.count) == nil {
            var offset = 0
            while offset < bytes.count, let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), bytes.count - offset) {
                offset = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                starts.append(offset)
            }
            return
        }
        var previous: UInt8 = 0
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                // `\r\n` ends one line: the start recorded after its `\r` moves past the `\n`.
                if previous == UInt8(ascii: "\r") { starts[starts.count - 1] = index + 1 } else { starts.append(index + 1) }
            } else if byte == UInt8(ascii: "\r") {
                starts.append(index + 1)
            }
            previous = byte
        }
    }

    /// Indexes the lines of `source`.
    init(_ source: String) {
        var source = source
        self = source.withUTF8 { LineTable($0) }
    }

    /// ``lineAndColumn(ofUTF8Offset:)`` for offsets that mostly come in order: `hint` is the
    /// 0-based line of the previous answer, and is updated. The search gallops forward from
    /// it (1, 2, 4… lines) before halving, so a file's facts, found front to back, cost a step
    /// or two each instead of a search of the whole table.
    func lineAndColumn(ofUTF8Offset offset: Int, near hint: inout Int) -> (line: Int, column: Int) {
        let line = starts.withUnsafeBufferPointer { starts in
            let last = starts.count - 1
            var low = min(max(hint, 0), last)
            guard starts[low] <= offset else { return Self.lastStart(atOrBefore: offset, in: starts, from: 0, to: low) }
            var high = low + 1, step = 1
            while high <= last, starts[high] <= offset {
                low = high
                high += step
                step <<= 1
            }
            return Self.lastStart(atOrBefore: offset, in: starts, from: low, to: min(high - 1, last))
        }
        hint = line
        return (line + 1, offset - starts[line] + 1)
    }

    /// The 1-based line and UTF-8 column of `offset`.
    func lineAndColumn(ofUTF8Offset offset: Int) -> (line: Int, column: Int) {
        let line = starts.withUnsafeBufferPointer { Self.lastStart(atOrBefore: offset, in: $0, from: 0, to: $0.count - 1) }
        return (line + 1, offset - starts[line] + 1)
    }

    /// The index of the last line start at or before `offset` among `starts[low...high]`,
    /// given that `starts[low]` is at or before it (or `low` is 0).
    private static func lastStart(atOrBefore offset: Int, in starts: UnsafeBufferPointer<Int>, from low: Int, to high: Int) -> Int {
        var low = low, high = high
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
