import ShowcaseUIComponents
import Testing

@Suite("DisplayWidth")
struct DisplayWidthTests {
    @Test("kana, kanji, fullwidth forms and emoji take two columns; marks and joiners none", arguments: [
        ("a", 1), ("あ", 2), ("ア", 2), ("漢", 2), ("Ａ", 2), ("１", 2), ("、", 2), ("ｱ", 1),
        ("😀", 2), ("🇯🇵", 2), ("❤️", 2), ("é", 1), ("e\u{301}", 1), ("\u{200B}", 0), ("¥", 1), ("★", 1),
    ])
    func widths(character: String, expected: Int) {
        #expect(DisplayWidth.of(character) == expected)
    }

    @Test("a mixed line adds up")
    func mixed() {
        #expect(DisplayWidth.of("1位 拝啓、勇者さま") == 18)
    }

    @Test("truncation never splits a wide character and marks the cut")
    func truncate() {
        #expect(DisplayWidth.truncate("ランキング", to: 10) == "ランキング")
        #expect(DisplayWidth.truncate("ランキング", to: 9) == "ランキン…")
        #expect(DisplayWidth.of(DisplayWidth.truncate("ランキング", to: 8)) <= 8)
        #expect(DisplayWidth.truncate("abc", to: 0) == "")
    }

    @Test("padding reaches exactly the width, on either side")
    func padding() {
        #expect(DisplayWidth.pad("作品", to: 6) == "作品  ")
        #expect(DisplayWidth.padLeading("12", to: 5) == "   12")
        #expect(DisplayWidth.of(DisplayWidth.pad("婚約破棄の勇者さま", to: 7)) == 7)
    }

    @Test("wrapping keeps closing marks off the start of a line (kinsoku)")
    func kinsoku() {
        // Without kinsoku the second line would start with 、.
        let lines = DisplayWidth.wrap("あいうえ、かきく", to: 8)
        #expect(lines == ["あいう", "え、かき", "く"])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 8 })
        #expect(lines.dropFirst().allSatisfy { !$0.hasPrefix("、") })
    }

    @Test("wrapping keeps paragraphs and never loses a character")
    func wrapKeepsEverything() {
        let text = "異世界宿屋～蜘蛛と始める第二の人生～。\n二行目です。"
        let lines = DisplayWidth.wrap(text, to: 11)
        #expect(lines.joined() == text.replacingOccurrences(of: "\n", with: ""))
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 11 })
        #expect(DisplayWidth.wrap("x", to: 0) == [])
    }
}
