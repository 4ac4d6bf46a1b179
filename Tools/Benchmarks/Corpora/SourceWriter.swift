/// Builds indented Swift source a line at a time, so the corpus generators read like the code
/// they write.
struct SourceWriter {
    private(set) var lines: [String] = []
    private var indentation = ""

    /// The source written so far, ending in a line break.
    var text: String { lines.joined(separator: "\n") + "\n" }

    /// Writes one line at the current indentation (an empty line has none).
    mutating func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : indentation + text)
    }

    /// Writes `opening` (which ends in `{`, `(` or `[`), the body one level deeper, then `closing`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout SourceWriter) -> Void) {
        line(opening)
        indentation += "    "
        body(&self)
        indentation.removeLast(4)
        line(closing)
    }
}
