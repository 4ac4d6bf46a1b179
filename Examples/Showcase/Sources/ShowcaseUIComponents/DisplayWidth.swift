/// How many terminal columns text takes: East Asian wide and fullwidth characters
/// (kanji, kana, fullwidth forms, most emoji) take two, combining marks and joiners
/// none, everything else one, so Japanese columns line up.
public enum DisplayWidth {
    /// The columns `character` takes.
    public static func of(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        // An emoji presentation selector or a flag pair makes the cluster wide.
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) || isRegionalIndicator(first) {
            return 2
        }
        return width(of: first)
    }

    /// The columns `text` takes.
    public static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// `text` cut to at most `columns` columns, with `…` when something was cut.
    public static func truncate(_ text: String, to columns: Int) -> String {
        guard columns > 0 else { return "" }
        guard of(text) > columns else { return text }
        var result = ""
        var used = 0
        for character in text {
            let width = of(character)
            if used + width > columns - 1 { break }
            result.append(character)
            used += width
        }
        return result + "…"
    }

    /// `text` cut or padded with spaces to exactly `columns` columns.
    public static func pad(_ text: String, to columns: Int) -> String {
        let cut = truncate(text, to: columns)
        return cut + String(repeating: " ", count: max(0, columns - of(cut)))
    }

    /// `text` cut or padded with leading spaces to exactly `columns` columns: numbers aligned right.
    public static func padLeading(_ text: String, to columns: Int) -> String {
        let cut = truncate(text, to: columns)
        return String(repeating: " ", count: max(0, columns - of(cut))) + cut
    }

    /// `text` broken into lines of at most `columns` columns, at any character (Japanese has
    /// no spaces to break at), except that a closing mark (`、`, `。`, `」`, a small kana…)
    /// never starts a line: the character before it moves down with it (kinsoku, 禁則処理).
    public static func wrap(_ text: String, to columns: Int) -> [String] {
        guard columns > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line: [Character] = []
            var used = 0
            for character in paragraph {
                let width = of(character)
                if used + width > columns, !line.isEmpty {
                    var carried: [Character] = []
                    if noLineStart.contains(character), line.count > 1, let last = line.last, !noLineStart.contains(last) {
                        carried = [line.removeLast()]
                    }
                    lines.append(String(line))
                    line = carried
                    used = carried.reduce(0) { $0 + of($1) }
                }
                line.append(character)
                used += width
            }
            lines.append(String(line))
        }
        return lines
    }

    /// Marks Japanese typesetting keeps off the start of a line.
    private static let noLineStart: Set<Character> = Set("、。，．,.)）」』】〕〉》!?！？・:：;；ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ…‥々")

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    private static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value == 0 { return 0 }
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .enclosingMark
            || value == 0x200D || (0x200B...0x200F).contains(value) {
            return 0
        }
        for range in wideRanges where range.contains(value) {
            return 2
        }
        return 1
    }

    /// East Asian Wide (W) and Fullwidth (F) blocks, and the emoji blocks terminals draw two columns wide.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
        0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693, 0x26A1...0x26A1,
        0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA,
        0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B,
        0x2728...0x2728, 0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF,
        0x1F18E...0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF,
        0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
