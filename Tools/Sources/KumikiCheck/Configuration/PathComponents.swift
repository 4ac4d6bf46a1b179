import Foundation
import KumikiSourceFiles

/// A path split once into its components, kept as UTF-8 byte ranges: every
/// file's path is matched against every layer's globs and inspected for its
/// target and test folders, and splitting a `String` each time cost more than
/// the checks themselves.
struct PathComponents {
    /// The path's UTF-8 bytes.
    let bytes: [UInt8]
    /// The ranges of its components in `bytes`, without empty and `.` components.
    let spans: [Range<Int>]

    /// Splits `path` at `/`.
    init(_ path: String) {
        bytes = Array(path.utf8)
        var spans: [Range<Int>] = []
        spans.reserveCapacity(bytes.count / 6 + 2)
        var start = 0
        for index in 0...bytes.count {
            guard index == bytes.count || bytes[index] == UInt8(ascii: "/") else { continue }
            let isDot = index - start == 1 && bytes[start] == UInt8(ascii: ".")
            if index > start, !isDot { spans.append(start..<index) }
            start = index + 1
        }
        self.spans = spans
    }

    /// How many components there are.
    var count: Int { spans.count }

    /// Whether component `index` is exactly `name`.
    func component(_ index: Int, is name: StaticString) -> Bool {
        name.withUTF8Buffer { component(index, is: $0) }
    }

    /// Whether component `index` is exactly the UTF-8 bytes `name`.
    func component(_ index: Int, is name: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { UnsafeBufferPointer(rebasing: $0[spans[index]]).hasSameBytes(as: name) }
    }

    /// Whether component `index` ends with `suffix`.
    func component(_ index: Int, hasSuffix suffix: StaticString) -> Bool {
        suffix.withUTF8Buffer { suffix in
            bytes.withUnsafeBufferPointer { UnsafeBufferPointer(rebasing: $0[spans[index]]).hasSuffix(suffix) }
        }
    }

    /// Component `index` as a string.
    func string(at index: Int) -> String {
        String(decoding: bytes[spans[index]], as: UTF8.self)
    }
}
