import Foundation

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

    /// The 1-based line and UTF-8 column of `offset`.
    func lineAndColumn(ofUTF8Offset offset: Int) -> (line: Int, column: Int) {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }
}
