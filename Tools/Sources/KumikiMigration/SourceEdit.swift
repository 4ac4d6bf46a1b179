/// One replacement in a file's UTF-8 bytes: what the migration changes, kept apart from the
/// syntax tree so every byte it does not touch (comments, blank lines, formatting) stays as written.
struct SourceEdit: Hashable, Sendable {
    /// Where the replaced bytes start.
    let start: Int
    /// Where they end (exclusive); equal to `start` for an insertion.
    let end: Int
    /// What goes there.
    let text: String

    /// `edits` applied to `bytes`; overlapping edits keep the first (by position) and drop the
    /// rest, and insertions at one position keep their order.
    static func apply(_ edits: [SourceEdit], to bytes: [UInt8]) -> [UInt8] {
        let ordered = edits.enumerated().sorted { ($0.element.start, $0.element.end, $0.offset) < ($1.element.start, $1.element.end, $1.offset) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + edits.count * 16)
        var cursor = 0
        for (_, edit) in ordered where edit.start >= cursor {
            result += bytes[cursor..<edit.start]
            result += Array(edit.text.utf8)
            cursor = edit.end
        }
        result += bytes[cursor...]
        return result
    }
}
