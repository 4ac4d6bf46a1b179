/// An open document's text as the editor last sent it, with the conversions between LSP
/// positions (lines from 0, UTF-16 offsets) and the lines and UTF-8 columns `kumiki` reports.
public struct TextDocument: Sendable {
    /// The whole text.
    public private(set) var text: String
    /// The version the editor gave with the last change.
    public private(set) var version: Int

    /// A document with `text` at `version`.
    public init(text: String, version: Int) {
        self.text = text
        self.version = version
    }

    /// Applies the editor's changes, in order, and takes `version`: a change with a range
    /// replaces that range (incremental sync); one without replaces the whole text (full sync).
    public mutating func apply(_ changes: [TextDocumentContentChangeEvent], version: Int) {
        for change in changes {
            guard let range = change.range else {
                text = change.text
                continue
            }
            let start = index(of: range.start)
            let end = max(start, index(of: range.end))
            text.replaceSubrange(start..<end, with: change.text)
        }
        self.version = version
    }

    /// The index of `position` in ``text``, clamped to the text (a line past the end is the end,
    /// a character past the line's end is the line's end), as the protocol asks.
    public func index(of position: Position) -> String.Index {
        let utf16 = text.utf16
        var lineStart = utf16.startIndex
        var line = 0
        var cursor = utf16.startIndex
        while line < position.line {
            guard cursor < utf16.endIndex else { return text.endIndex }
            let unit = utf16[cursor]
            cursor = utf16.index(after: cursor)
            if unit == 0x0A {
                line += 1
                lineStart = cursor
            } else if unit == 0x0D {
                if cursor < utf16.endIndex, utf16[cursor] == 0x0A { cursor = utf16.index(after: cursor) }
                line += 1
                lineStart = cursor
            }
        }
        var offset = lineStart
        var remaining = max(position.character, 0)
        while remaining > 0, offset < utf16.endIndex, utf16[offset] != 0x0A, utf16[offset] != 0x0D {
            offset = utf16.index(after: offset)
            remaining -= 1
        }
        // A position inside a surrogate pair rounds down to the scalar it belongs to.
        while offset > utf16.startIndex, offset.samePosition(in: text.unicodeScalars) == nil {
            offset = utf16.index(before: offset)
        }
        return offset
    }

    /// The LSP position of 1-based `line` and 1-based UTF-8 `column` (how `kumiki` reports).
    public func position(line: Int, utf8Column: Int) -> Position {
        let lineIndex = max(line - 1, 0)
        let content = String(self.line(lineIndex))
        let utf8 = content.utf8
        let byteOffset = min(max(utf8Column - 1, 0), utf8.count)
        var end = utf8.index(utf8.startIndex, offsetBy: byteOffset)
        // A column inside a multi-byte character rounds down to the character's start.
        while end > content.startIndex, end.samePosition(in: content.unicodeScalars) == nil {
            end = utf8.index(before: end)
        }
        let character = content.utf16.distance(from: content.startIndex, to: end)
        return Position(line: lineIndex, character: character)
    }

    /// The text of line `index` (from 0) without its line break; empty past the end.
    public func line(_ index: Int) -> Substring {
        var current = 0
        var start = text.startIndex
        var cursor = text.startIndex
        while cursor < text.endIndex {
            let character = text[cursor]
            if character == "\n" || character == "\r\n" || character == "\r" {
                if current == index { return text[start..<cursor] }
                current += 1
                cursor = text.index(after: cursor)
                start = cursor
                continue
            }
            cursor = text.index(after: cursor)
        }
        return current == index ? text[start..<text.endIndex] : ""
    }

    /// The range of the whole of line `index` (from 0), for a diagnostic that covers a line.
    public func lineRange(_ index: Int) -> Range {
        let length = line(index).utf16.count
        return Range(start: Position(line: index, character: 0), end: Position(line: index, character: length))
    }
}
