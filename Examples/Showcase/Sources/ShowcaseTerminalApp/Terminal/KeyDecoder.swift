import ShowcaseUIComponents

/// Turns the bytes a terminal sends in raw mode into key presses: escape sequences for
/// arrows and Shift-Tab, control bytes, and UTF-8 text (a Japanese input method sends
/// whole words at once). A sequence split across reads is kept until it completes.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// Creates a decoder.
    public init() {}

    /// The keys completed by `bytes`.
    public mutating func keys(from bytes: [UInt8]) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var text: [UInt8] = []
        func flushText() {
            if !text.isEmpty {
                keys.append(.text(String(decoding: text, as: UTF8.self)))
                text = []
            }
        }
        var index = 0
        while index < pending.count {
            let byte = pending[index]
            switch byte {
            case 0x1B:
                flushText()
                guard index + 1 < pending.count else {
                    // A lone Esc at the end of a read is the Esc key (sequences arrive in one read).
                    keys.append(.escape)
                    index += 1
                    continue
                }
                if pending[index + 1] == UInt8(ascii: "["), index + 2 < pending.count {
                    let final = pending[index + 2]
                    switch final {
                    case UInt8(ascii: "A"): keys.append(.up)
                    case UInt8(ascii: "B"): keys.append(.down)
                    case UInt8(ascii: "C"): keys.append(.right)
                    case UInt8(ascii: "D"): keys.append(.left)
                    case UInt8(ascii: "Z"): keys.append(.backTab)
                    default:
                        // An unknown CSI sequence (function keys…): skip to its final byte.
                        var end = index + 2
                        while end < pending.count, !(0x40...0x7E).contains(pending[end]) { end += 1 }
                        index = min(end + 1, pending.count)
                        continue
                    }
                    index += 3
                } else if pending[index + 1] == UInt8(ascii: "[") {
                    // The rest of the sequence is still to come.
                    pending.removeFirst(index)
                    return keys
                } else {
                    keys.append(.escape)
                    index += 1
                }
            case 0x03:
                flushText()
                keys.append(.interrupt)
                index += 1
            case 0x0D, 0x0A:
                flushText()
                keys.append(.enter)
                index += 1
            case 0x09:
                flushText()
                keys.append(.tab)
                index += 1
            case 0x7F, 0x08:
                flushText()
                keys.append(.backspace)
                index += 1
            case ..<0x20:
                index += 1
            default:
                // Keep an incomplete UTF-8 sequence at the end for the next read.
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                if index + length > pending.count {
                    flushText()
                    pending.removeFirst(index)
                    return keys
                }
                text += pending[index..<index + length]
                index += length
            }
        }
        flushText()
        pending = []
        return keys
    }
}
